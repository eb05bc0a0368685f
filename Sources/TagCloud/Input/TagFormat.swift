/// How a tag file is written.
///
/// ``TagInput`` reads four forms. In all of them the input is UTF-8 (a
/// leading byte-order mark is skipped), lines end in LF or CRLF, and blank
/// lines and lines whose first non-blank character is `#` are ignored.
///
/// - ``list``: one tag per line; surrounding whitespace is trimmed and runs of
///   inner whitespace become one space (`New York`). Each line counts 1, so a
///   repeated tag adds up and a file of raw words, one per line, works too.
/// - ``weighted``: `tag<TAB>weight` or `tag,weight` — the weight is a positive
///   decimal number (`3`, `0.5`, `1e3`) after the line's last tab, or, in a
///   line without tabs, after its last comma. A tag containing a comma or a
///   quote may be quoted as in CSV: `"a, b",3`, with `""` for a quote inside
///   the quotes. Repeated tags add their weights. A first line whose weight
///   field is a word rather than a number (`tag,weight`) is a header and is
///   skipped, when more lines follow.
/// - ``text``: prose. Words are counted case-insensitively; see ``TagInput``.
/// - ``places``: a place list as globe mode reads it (``GeoTagInput``):
///   `Paris<TAB>48.8566,2.3522<TAB>11` or `Paris,48.8566,2.3522,11`, the
///   weight optional. The tags are the names with their weights; the
///   positions are not used, so a place list makes a tag cloud of its names.
/// - ``csv``: a table as spreadsheets export it (RFC 4180): fields separated
///   by commas, semicolons or tabs, quoted with `"` (`""` inside for a quote,
///   line breaks allowed), LF or CRLF. A first row of words is a header. The
///   weight column is the one column of numbers, else the one whose header
///   says so (`count`, `weight`, `size`, `value`, …), else the first column
///   of numbers after the tag column (`rank,word,count`); the tag column is
///   the first column of text; a column headed
///   `color` gives each tag its colour. Numbers may group thousands
///   (`"1,234.00"`) and, mostly in semicolon files, use a decimal comma
///   (`987,5`, `1.234,5`). A last row `Total` (or empty) holding the sum of
///   the others is a totals row and is skipped. `#` starts no comment here.
/// - ``json``: a JSON word list: `[["Transport", 1234], …]` (wordcloud2.js)
///   or `[{"text": "Transport", "size": 1234}, …]` (d3-cloud), the weight
///   under `weight`, `size`, `value` or `count`, and an optional `color`.
/// - ``auto``: chooses by this rule, reading only the first 64 KiB of the
///   file (cut at a line break), so that detection costs the same for any
///   size; "content lines" are those that are neither blank nor comments:
///   1. **json** if the file starts with `[` and then `[` or `{`;
///   2. **places** if ``GeoTagInput`` reads those lines, with at least one place
///      (and then the whole file; if that fails, the rules below decide);
///   3. **csv** if every record splits into the same number (2 or more) of
///      fields at tabs, else semicolons, else commas, one column holding
///      numbers or some field quoted, and the file is not plain
///      `tag,weight` (it has a semicolon, three or more filled columns, or
///      fails rule 4); a column holds numbers when at least half its fields
///      after the first row do. A table with a broken row (no more such rows
///      than good ones, and tab or semicolon, or three or more columns, or
///      quotes) is csv too, so that reading it reports the row, rather than
///      taking whole lines as tags;
///   4. **weighted** if every content line ends in a tab or comma followed by a
///      number (optionally signed, so that `a,-3` reports a bad weight rather
///      than becoming a list tag) — the first line may instead be a header like
///      `tag,weight` when more lines follow;
///   5. otherwise **text** if the content lines average more than four words
///      each (a word being a run of non-whitespace characters);
///   6. otherwise **list**.
public enum TagFormat: String, Hashable, Sendable, CaseIterable {
    /// Choose from the content; see the rule above.
    case auto
    /// One tag per line, each line counting 1.
    case list
    /// `tag<TAB>weight` or `tag,weight` per line.
    case weighted
    /// Prose whose words are counted.
    case text
    /// A place list (`NAME<TAB>LAT,LON[<TAB>WEIGHT]`), read for its names and weights.
    case places
    /// A spreadsheet's delimited export: CSV, semicolon CSV or TSV, with columns.
    case csv
    /// A JSON word list: `[[text, weight], …]` or `[{"text": …, "weight": …}, …]`.
    case json
}
