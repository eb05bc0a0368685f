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
/// - ``auto``: chooses by this rule, over the lines that are neither blank nor
///   comments ("content lines"):
///   0. **places** if ``GeoTagInput`` reads the whole file, with at least one place;
///   1. **weighted** if every content line ends in a tab or comma followed by a
///      number (optionally signed, so that `a,-3` reports a bad weight rather
///      than becoming a list tag) — the first line may instead be a header like
///      `tag,weight` when more lines follow;
///   2. otherwise **text** if the content lines average more than four words
///      each (a word being a run of non-whitespace characters);
///   3. otherwise **list**.
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
}
