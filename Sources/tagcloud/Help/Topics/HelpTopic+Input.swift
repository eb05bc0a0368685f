extension HelpTopic {
    /// `tagcloud help input`.
    static let input = HelpTopic(
        "input", summary: "where the tags come from and how a tag file is read.",
        intro: """
            Tag files are UTF-8 (a byte-order mark is skipped; LF or CRLF line ends). \
            Blank lines and lines starting with # are ignored (but for csv and json). \
            Six formats are read, and auto-detected:

            csv: a spreadsheet's export, as Excel, LibreOffice and Python's csv module \
            write it (RFC 4180): comma, semicolon or tab separated, fields may be \
            quoted ("a, b", "" for a quote, line breaks inside), a header row of \
            words. The tag is the first column of text, the weight the column of \
            numbers (or the one headed count, weight, size or value), and a column \
            headed color gives each tag its colour. Numbers may group thousands \
            ("1,234.00"), and semicolon files use decimal commas (987,5). A last row \
            holding the sum of the others (Total) is skipped. A row with too few \
            fields, or a weight that is no number, is an error at its line and column.

            json: a word list, [["Transport", 1234], ...] as wordcloud2.js takes it, \
            or [{"text": "Transport", "size": 1234}, ...] as d3-cloud does, the weight \
            under weight, size, value or count, and an optional color.

            list: one tag per line; a tag may contain spaces (New York). A repeated \
            line adds 1 to its tag, so a list of raw words works too.

            weighted: TAG<TAB>WEIGHT or TAG,WEIGHT, the weight a positive number at \
            the end of the line. A tag containing a comma is quoted the CSV way: \
            "a, b",3 ("" for a quote). Repeats add up. A first line whose weight is a \
            word of letters (tag,weight or word<TAB>count) is a header and is skipped; \
            any other weight that is not a positive number (nan, inf and 0x10 \
            included) is an error at its line and column.

            text: running prose. Words are counted regardless of case and shown in \
            their most common spelling; don't and well-known are single words, a \
            possessive 's is dropped, numbers are skipped, and so are about 230 \
            built-in English stopwords. Words are split at spaces and punctuation \
            only, so Chinese, Japanese or Thai prose, which puts no spaces between \
            words, wants segmenting first (jieba or MeCab put spaces between the \
            words); when most "words" come out as long runs of such text, a warning \
            says so.

            places: a place list as --globe reads it (NAME<TAB>LAT,LON with an \
            optional <TAB>WEIGHT, or NAME,LAT,LON,WEIGHT). Without --globe the tags \
            are the names and weights and the positions are not used: a cloud of the \
            place names. See 'tagcloud help globe'.

            Errors name the place: "tagcloud: words.txt:3:9: weight must be a \
            positive number, got '-3'". No message quotes more than 60 characters of \
            what it was given. The caps on input size, distinct tags and tag length \
            are in 'tagcloud help limits'.
            """,
        entries: [
            Entry("tags", """
                The tags are read a line at a time, so a file as large as \
                --max-input-size allows is never held whole in memory.
                """),
            Entry("input-format", """
                auto picks json if the file starts with [[ or [{; places if every \
                line reads as a place; csv if the lines split into equal columns \
                with one of numbers (and not plain tag,weight); otherwise weighted \
                if every line ends in a tab or comma followed by a number; otherwise \
                text if the lines average more than four words; otherwise list.
                """),
            Entry("delimiter", """
                Detected from the first 64 KiB: the one of tab, semicolon and comma \
                that splits every record into the same number of fields.
                """),
            Entry("tag-column", """
                By header (Topic) or by number from 1 (--tag-column 2).
                """),
            Entry("weight-column", """
                For a table with several columns of numbers, such as \
                rank,word,count: --weight-column count.
                """),
            Entry("color-column", """
                Empty cells keep the palette's colour.
                """),
            Entry("text-input"),
            Entry("fold-case", "On a tie, the spelling seen first is shown."),
            Entry("stopwords", """
                The words of FILE are added to the built-in English stopwords.
                """),
            Entry("min-word-length", """
                So 東京 and 서울 stay while a lone 的 goes.
                """),
            Entry("max-tags", """
                The cap on what the input may hold is --max-tag-count; --max-tags \
                only chooses what is drawn.
                """),
        ])
}
