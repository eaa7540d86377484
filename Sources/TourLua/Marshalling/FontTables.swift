import CLua
import FoundationEssentials
import TourCore
import TourImport

/// A tour's (or an app file's) `fonts`: `{ ios = { ... }, android = { ... } }`, each a list of
/// font files in the script's folder and installed families, or one list for both platforms.
enum FontTables {
  /// The platforms a `fonts` table names.
  static let platforms = ["ios", "android"]
  /// The most fonts one platform lists.
  static let mostFonts = 16

  /// The fonts at `index` of a script's stack, read as plain data by the checked reader, each
  /// file through `door`; and the files, by real path (watched, and part of what a check's cache
  /// keys).
  static func read(_ stack: LuaStack, _ index: Int32, door: TourFolder) throws(DecodingError) -> (fonts: TourFonts, files: [URL]) {
    _ = try ScriptTable(stack, index, expected: "a table of fonts ({ ios = { ... }, android = { ... } } or a list)")
    return try read(try stack.plainValue(index), door: door)
  }

  /// The fonts `value` names (an app file's `fonts`, read as plain data), each file through
  /// `door`; and the files, by real path.
  static func read(_ value: PlainValue, door: TourFolder) throws(DecodingError) -> (fonts: TourFonts, files: [URL]) {
    var files: [URL] = []
    let fonts = try read(value) { (name) throws(DecodingError) -> String in
      switch door.file(name, as: .font) {
      case .success(let real):
        files.append(URL(fileURLWithPath: real).standardizedFileURL)
        return real
      case .failure(let refusal): throw DecodingError("cannot read the font file '\(name.quotedInMessage)' (\(refusal.reason))")
      }
    }
    return (fonts, files)
  }

  /// The fonts `value` names; `file` turns a file's name into its real path.
  private static func read(_ value: PlainValue, file: (String) throws(DecodingError) -> String) throws(DecodingError) -> TourFonts {
    if let items = value.items, !items.isEmpty {
      let both = try list(items, file: file)
      return TourFonts(ios: both, android: both)
    }
    guard let fields = value.fields else {
      throw DecodingError("a table of fonts ({ ios = { ... }, android = { ... } } or a list) expected, got \(value.kindName)")
    }
    try OptionTable.rejectUnknown(fields.keys.sorted(), valid: platforms, noun: "platform")
    var fonts = TourFonts(ios: [], android: [])
    for platform in platforms {
      guard let given = fields[platform], given != .null else { continue }
      do throws(DecodingError) {
        guard let items = given.items else { throw DecodingError("a list of fonts expected, got \(given.kindName)") }
        let listed = try list(items, file: file)
        if platform == "ios" { fonts.ios = listed } else { fonts.android = listed }
      } catch { throw error.at(platform) }
    }
    return fonts
  }

  private static func list(_ items: [PlainValue], file: (String) throws(DecodingError) -> String) throws(DecodingError)
    -> [TourFonts.Source]
  {
    guard items.count <= mostFonts else { throw DecodingError("more than \(mostFonts) fonts") }
    var sources: [TourFonts.Source] = []
    for (offset, item) in items.enumerated() {
      guard let name = item.string, !name.isEmpty else {
        throw DecodingError("a font file or an installed family's name expected, got \(item.kindName)").at("[\(offset + 1)]")
      }
      do throws(DecodingError) {
        sources.append(TourFonts.isFile(name) ? .file(try file(name)) : .family(name))
      } catch { throw error.at("[\(offset + 1)]") }
    }
    return sources
  }
}
