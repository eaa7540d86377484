import FoundationEssentials
import TourCore

/// Reads an Android app's strings: a `res` folder's `values/` (the source language, which the
/// tour names) and `values-de/`, `values-pt-rBR/`, `values-b+sr+Latn/` for the other locales,
/// every `.xml` file in them (`strings.xml`, `arrays.xml`, `donottranslate.xml`, ...), as aapt2
/// reads them. `<string name>`, `<plurals name>` with `<item quantity>` and `<string-array name>`
/// with `<item>` are read, with Android's rules for the text: outside double quotes runs of
/// white space become one space; `\n`, `\t`, `\'`, `\"`, `\\`, `\@`, `\?` and `\uXXXX` are
/// escapes; markup inside is dropped and its text kept. A string that is not translated, as
/// Android Lint counts it (`translatable="false"`, a file named `donottranslate.xml`,
/// `tools:ignore="MissingTranslation"` on the string or on `<resources>`), is the same in every
/// language and never missing. Folders with other qualifiers (`values-night`, `values-v21`)
/// are not about language and are skipped.
public enum AndroidStringsReader {
  /// The strings under `folder` (a `res` folder); `name` names it in messages.
  public static func read(folder: URL, name: String, sourceLanguage: String) throws(StringsFileError) -> StringTable {
    try read(files(in: folder, name: name), name: name, sourceLanguage: sourceLanguage) { (subfolder, file) throws(StringsFileError) in
      let url = folder.appendingPathComponent(subfolder).appendingPathComponent(file)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw StringsFileError("cannot read the file", file: "\(name)/\(subfolder)/\(file)")
      }
      return data
    }
  }

  /// The strings of `files` (as `files(in:name:)` lists them), each file's bytes given by
  /// `contents` (a host reads them through its own checks); `name` names the folder in messages.
  public static func read(
    _ files: [(String, String)], name: String, sourceLanguage: String,
    contents: (_ subfolder: String, _ file: String) throws(StringsFileError) -> Data
  ) throws(StringsFileError) -> StringTable {
    var table = StringTable(sourceLanguage: sourceLanguage, origin: name)
    guard !files.isEmpty else { throw StringsFileError("no values/strings.xml or values-*/strings.xml in the folder", file: name) }
    // Where each resource (kind, name) of each values folder was first defined: aapt2 refuses
    // a second definition, and so does tourhost, rather than let the last one win unsaid.
    var defined: [String: String] = [:]
    var references = AndroidReferences()
    for (subfolder, file) in files {
      let locale = locale(ofFolder: subfolder) ?? sourceLanguage
      let display = "\(name)/\(subfolder)/\(file)"
      let data = try contents(subfolder, file)
      let root: XMLElement
      do { root = try XMLTree.parse(data) } catch { throw StringsFileError(error.message, file: display, line: error.line, column: error.column) }
      guard root.name == "resources" else {
        throw StringsFileError("the root element must be <resources>, got <\(root.name)>", file: display, line: root.line)
      }
      let allUntranslated = file == "donottranslate.xml" || ignoresMissingTranslation(root)
      for element in root.children where ["string", "plurals", "string-array"].contains(element.name) {
        guard let key = element.attributes["name"], !key.isEmpty else {
          throw StringsFileError("<\(element.name)> needs a name", file: display, line: element.line)
        }
        let place = "\(display):\(element.line)"
        if let first = defined.updateValue(place, forKey: "\(subfolder)/\(element.name)/\(key)") {
          throw StringsFileError(
            "<\(element.name) name=\"\(key.quotedInMessage)\"> is defined twice (first at \(first)); aapt2 refuses duplicates",
            file: display, line: element.line)
        }
        let untranslated = allUntranslated || element.attributes["translatable"] == "false" || ignoresMissingTranslation(element)
        if untranslated { table.untranslated.insert(key) }
        if element.attributes["translatable"] == "false", locale != sourceLanguage { continue }
        let entry = try entry(element, file: display, warnings: &table.fileWarnings)
        table.entries[key, default: [:]][locale] = entry
        references.note(entry, key: key, locale: locale, file: display, line: element.line)
      }
    }
    try references.check(&table)
    return table
  }

  /// The files `read` reads, as (values folder, file name), in order: the folders of the
  /// source language and of locales, each `.xml` file in them.
  public static func files(in folder: URL, name: String) throws(StringsFileError) -> [(String, String)] {
    let subfolders: [String]
    do { subfolders = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() } catch {
      throw StringsFileError("cannot read the folder", file: name)
    }
    var found: [(String, String)] = []
    for subfolder in subfolders where subfolder == "values" || locale(ofFolder: subfolder) != nil {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? []
      found += names.filter { $0.hasSuffix(".xml") && !$0.hasPrefix(".") }.sorted().map { (subfolder, $0) }
    }
    return found
  }

  /// Whether the element's `tools:ignore` lists `MissingTranslation` (or `all`).
  private static func ignoresMissingTranslation(_ element: XMLElement) -> Bool {
    guard let ignored = element.attributes["tools:ignore"] else { return false }
    return ignored.split(separator: ",").contains { ["MissingTranslation", "all"].contains($0.trimming(.spaces)) }
  }

  /// The locale of a `values-` folder: `values-de` → `de`, `values-pt-rBR` → `pt-BR`,
  /// `values-b+sr+Latn` → `sr-Latn`; nil for `values` and for folders of other qualifiers.
  public static func locale(ofFolder folder: String) -> String? {
    guard folder.hasPrefix("values-") else { return nil }
    let qualifiers = folder.dropFirst("values-".count).split(separator: "-").map(String.init)
    guard let first = qualifiers.first else { return nil }
    if first.hasPrefix("b+") {
      let tag = first.dropFirst(2).split(separator: "+").joined(separator: "-")
      return LocaleTag.isWellFormed(tag) ? tag : nil
    }
    guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
    if qualifiers.count > 1, qualifiers[1].hasPrefix("r"), qualifiers[1].count == 3 {
      return first + "-" + qualifiers[1].dropFirst()
    }
    return first
  }

  private static func entry(_ element: XMLElement, file: String, warnings: inout [String]) throws(StringsFileError) -> StringTable.Entry {
    if element.name == "string-array" { return .list(element.children.filter { $0.name == "item" }.map { text($0.text) }) }
    guard element.name == "plurals" else { return text(element.text) }
    var forms: [PluralCategory: String] = [:]
    for item in element.children where item.name == "item" {
      guard let quantity = item.attributes["quantity"], let category = PluralCategory(rawValue: quantity) else {
        throw StringsFileError("<item> needs a quantity: zero, one, two, few, many or other", file: file, line: item.line)
      }
      forms[category] = unescaped(item.text)
    }
    // aapt2 builds a <plurals> without `other` (Android Lint warns, MissingQuantity): a count of
    // a category it has no item for falls back to `other` at run time, and without one throws.
    if forms[.other] == nil {
      let name = element.attributes["name"] ?? ""
      warnings.append(
        "\(file):\(element.line): <plurals name=\"\(name.quotedInMessage)\"> has no item of quantity 'other' (Android Lint's MissingQuantity); "
          + "a count of a quantity it lacks takes the source language's string, where Android throws Resources.NotFoundException")
    }
    return .plural(forms)
  }

  /// A string's (or an array item's) text: `@string/name` alone is a reference to that string,
  /// resolved in each locale as Android resolves it (`\@string/name` is the text); anything
  /// else Android's string rules read.
  static func text(_ raw: String) -> StringTable.Entry {
    let trimmed = raw.trimming(.spacesAndNewlines)
    if trimmed.hasPrefix("@string/") {
      let name = trimmed.dropFirst("@string/".count)
      if !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }) {
        return .reference(String(name))
      }
    }
    return .plain(unescaped(raw))
  }

  /// The character of a `\u` escape whose four hex digits start `rest`, and how many scalars
  /// it takes: a high surrogate followed by `\uXXXX` of a low one is one character, as aapt2
  /// joins them (`\uD83D\uDDC4` is 🗄); nil for anything else.
  static func escapedScalar(_ rest: Substring.UnicodeScalarView) -> (Unicode.Scalar, Int)? {
    func hex(_ digits: Substring.UnicodeScalarView.SubSequence) -> UInt32? {
      guard digits.count == 4, digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return nil }
      return UInt32(String(String.UnicodeScalarView(digits)), radix: 16)
    }
    guard let value = hex(rest.prefix(4)) else { return nil }
    if let scalar = Unicode.Scalar(value) { return (scalar, 4) }
    let low = rest.dropFirst(4)
    guard (0xD800...0xDBFF).contains(value), low.starts(with: "\\u".unicodeScalars), let second = hex(low.dropFirst(2).prefix(4)),
      (0xDC00...0xDFFF).contains(second), let joined = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (second - 0xDC00))
    else { return nil }
    return (joined, 10)
  }

  /// Android's string rules: quotes keep white space, escapes, white space collapsed. Read
  /// scalar by scalar: an escape's digits may be followed by a combining mark or a variation
  /// selector that would join them into one character.
  static func unescaped(_ raw: String) -> String {
    var out = ""
    var quoted = false
    var pendingSpace = false
    var scalars = raw.trimming(.spacesAndNewlines).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\"":
        quoted.toggle()
      case "\\":
        guard let next = scalars.popFirst() else { break }
        if pendingSpace { out += " " }
        pendingSpace = false
        switch next {
        case "n": out += "\n"
        case "t": out += "\t"
        case "u":
          if let (escaped, length) = escapedScalar(scalars) {
            out.unicodeScalars.append(escaped)
            scalars = scalars.dropFirst(length)
          } else {
            out += "u"
          }
        default: out.unicodeScalars.append(next)
        }
      case " ", "\n", "\t", "\r":
        if quoted {
          if pendingSpace { out += " " }
          pendingSpace = false
          out.unicodeScalars.append(scalar)
        } else {
          pendingSpace = !out.isEmpty
        }
      default:
        if pendingSpace { out += " " }
        pendingSpace = false
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
