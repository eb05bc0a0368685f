/// The stopword list the text form drops before counting words.
public enum Stopwords {
    /// Common English function words and their contractions, lower case,
    /// with straight apostrophes (curly ones in the input match them too).
    public static let english: Set<String> = Set(englishWords)

    /// The normalised form words are compared in: lower case, with `’` as `'`.
    public static func key(_ word: String) -> String {
        var key = word.lowercased()
        if key.unicodeScalars.contains("\u{2019}") {
            key = String(String.UnicodeScalarView(key.unicodeScalars.map { $0 == "\u{2019}" ? "'" : $0 }))
        }
        return key
    }

    /// The list, grouped by kind.
    private static let englishWords: [String] = [
        // Articles, determiners and quantifiers.
        "a", "an", "the", "this", "that", "these", "those", "each", "every", "either", "neither",
        "some", "any", "all", "both", "few", "many", "more", "most", "much", "other", "another",
        "such", "no", "nor", "not", "only", "own", "same", "so", "than", "too", "very", "less",
        "several", "enough",
        // Pronouns.
        "i", "me", "my", "myself", "mine", "we", "us", "our", "ours", "ourselves", "you", "your",
        "yours", "yourself", "yourselves", "he", "him", "his", "himself", "she", "her", "hers",
        "herself", "it", "its", "itself", "they", "them", "their", "theirs", "themselves", "one",
        "what", "which", "who", "whom", "whose", "whoever", "whatever", "whichever",
        // Auxiliary and very common verbs.
        "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "having",
        "do", "does", "did", "doing", "done", "will", "would", "shall", "should", "can", "could",
        "may", "might", "must", "ought", "let", "get", "gets", "got",
        // Prepositions.
        "about", "above", "across", "after", "against", "along", "among", "around", "at",
        "before", "behind", "below", "beneath", "beside", "between", "beyond", "by", "down",
        "during", "except", "for", "from", "in", "inside", "into", "near", "of", "off", "on",
        "onto", "out", "outside", "over", "past", "since", "through", "throughout", "till", "to",
        "toward", "towards", "under", "until", "up", "upon", "with", "within", "without", "via",
        // Conjunctions.
        "and", "but", "or", "if", "because", "as", "while", "whereas", "although", "though",
        "unless", "whether", "yet",
        // Adverbs.
        "again", "also", "here", "there", "then", "now", "when", "where", "why", "how", "once",
        "just", "still", "even", "ever", "never", "always", "often", "already", "almost", "quite",
        "rather", "really", "perhaps", "however", "thus", "therefore", "else", "instead",
        "further", "indeed",
        // Contractions.
        "i'm", "i've", "i'd", "i'll", "you're", "you've", "you'd", "you'll", "he's", "he'd",
        "he'll", "she's", "she'd", "she'll", "it's", "it'd", "it'll", "we're", "we've", "we'd",
        "we'll", "they're", "they've", "they'd", "they'll", "that's", "that'll", "there's",
        "here's", "what's", "who's", "where's", "when's", "why's", "how's", "let's", "isn't",
        "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "doesn't", "don't",
        "didn't", "won't", "wouldn't", "shan't", "shouldn't", "can't", "cannot", "couldn't",
        "mustn't", "mightn't", "needn't",
    ]
}
