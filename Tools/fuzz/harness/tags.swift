// libFuzzer target `tags`: the tag-list parser in every format and the word counter.
//
// The first byte chooses the options, the rest is the tag file:
//   bits 0–1  format: auto, list, weighted, text
//   bit 7     format instead by bits 0–1: places, csv, json, or csv with named columns
//             (delimiter ;, tags from the column headed "Topic", weights from column 2,
//             colours from column 3)
//   bits 2–3  minimum word length 1…4 (text form)
//   bit 4     extra stopwords ("swift", "The", "ÉTÉ")
//   bit 5     keep at most 5 tags
//   bit 6     cap the distinct tags at 8 (else the default cap)
// The file is also run through format detection. Results must be non-empty,
// within the limits, heaviest first, with finite positive weights and
// distinct, non-empty, single-line texts; errors one line at line and column ≥ 1.
import TagCloud

/// Checks an error: one line at a valid location.
private func check(_ error: InputError) {
    FuzzCheck.require(error.location.line >= 1 && error.location.column >= 1, "bad location: \(error)")
    FuzzCheck.require(FuzzCheck.isOneLine(error.description) && !error.message.isEmpty,
                      "bad error message: \(error.description.debugDescription)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let selector = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let formats: [TagFormat] = [.auto, .list, .weighted, .text]
    let others: [TagFormat] = [.places, .csv, .json, .csv]
    var options = TagInputOptions(
        format: selector & 0x80 != 0 ? others[Int(selector & 3)] : formats[Int(selector & 3)],
        minWordLength: 1 + Int(selector >> 2 & 3),
        extraStopwords: selector & 0x10 != 0 ? ["swift", "The", "ÉTÉ"] : [],
        maxTags: selector & 0x20 != 0 ? 5 : nil,
        tagCap: selector & 0x40 != 0 ? 8 : TagInputOptions.defaultTagCap)
    if selector & 0x83 == 0x83 {
        options.delimiter = .semicolon
        options.tagColumn = .name("Topic")
        options.weightColumn = .number(2)
        options.colorColumn = .number(3)
    }
    do {
        _ = try TagInput.detectFormat(bytes, file: "fuzz.txt")
    } catch {
        check(error)
    }
    let tags: [Tag]
    do {
        tags = try TagInput.parse(bytes, file: "fuzz.txt", options: options)
    } catch {
        check(error)
        return 0
    }
    FuzzCheck.require(!tags.isEmpty, "no tags and no error")
    FuzzCheck.require(tags.count <= (options.maxTags ?? options.tagCap) && tags.count <= options.tagCap,
                      "\(tags.count) tags over the limits")
    var previous = Double.infinity
    var seen = Set<String>()
    for tag in tags {
        FuzzCheck.require(tag.weight.isFinite && tag.weight > 0, "bad weight \(tag.weight)")
        FuzzCheck.require(tag.weight <= previous, "tags not heaviest first")
        FuzzCheck.require(!tag.text.isEmpty && FuzzCheck.isOneLine(tag.text), "bad tag text \(tag.text.debugDescription)")
        FuzzCheck.require(seen.insert(tag.text).inserted, "duplicate tag \(tag.text.debugDescription)")
        previous = tag.weight
    }
    return 0
}
