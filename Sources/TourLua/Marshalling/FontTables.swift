import CLua
import TourCore
import TourImport

/// A tour's (or an app file's) `fonts`: `{ ios = { ... }, android = { ... } }`, each a list of
/// font files in the script's folder and installed families, or one list for both platforms.
enum FontTables {
  /// The platforms a `fonts` table names.
  static let platforms = ["ios", "android"]
  /// The most fonts one platform lists.
  static let mostFonts = 16

  /// The fonts at `index` of a script's stack, read as plain data by the checked reader; `file`
  /// turns a file's name into its real path through the script's door (or says why it cannot
  /// be read).
  static func read(_ stack: LuaStack, _ index: Int32, file: (String) throws(DecodingError) -> String)
    throws(DecodingError) -> TourFonts
  {
    _ = try ScriptTable(stack, index, expected: "a table of fonts ({ ios = { ... }, android = { ... } } or a list)")
    return try read(try stack.plainValue(index), file: file)
  }

  /// The fonts `value` names (an app file's `fonts`, read as plain data).
  static func read(_ value: PlainValue, file: (String) throws(DecodingError) -> String) throws(DecodingError) -> TourFonts {
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
