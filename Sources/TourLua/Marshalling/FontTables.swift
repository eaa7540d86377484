import CLua
import TourCore

/// A tour's (or an app file's) `fonts`: `{ ios = { ... }, android = { ... } }`, each a list of
/// font files in the tour's folder and installed families, or one list for both platforms.
enum FontTables {
  /// The platforms a `fonts` table names.
  static let platforms = ["ios", "android"]
  /// The most fonts one platform lists.
  static let mostFonts = 16

  /// The fonts at `index`; `file` turns a file's name into its real path through the tour's
  /// door (or says why it cannot be read).
  static func read(_ stack: LuaStack, _ index: Int32, file: (String) throws(DecodingError) -> String)
    throws(DecodingError) -> TourFonts
  {
    let table = try ScriptTable(stack, index, expected: "a table of fonts ({ ios = { ... }, android = { ... } } or a list)")
    if table.itemCount(most: 0) > 0 {
      let both = try list(table, file: file)
      return TourFonts(ios: both, android: both)
    }
    var keys: [String] = []
    try table.forEachPair(most: ScriptTable.mostFields, noun: "fields") { (key, _) throws(DecodingError) in
      keys.append(stack.type(key) == LUA_TSTRING ? stack.string(key) ?? "" : stack.typeName(key))
    }
    try OptionTable.rejectUnknown(keys, valid: platforms, noun: "platform")
    var fonts = TourFonts(ios: [], android: [])
    for platform in platforms {
      table.push(platform)
      defer { stack.pop() }
      guard stack.type(-1) != LUA_TNIL else { continue }
      do {
        let listed = try list(try ScriptTable(stack, -1, expected: "a list of fonts"), file: file)
        if platform == "ios" { fonts.ios = listed } else { fonts.android = listed }
      } catch { throw error.at(platform) }
    }
    return fonts
  }

  private static func list(_ table: ScriptTable, file: (String) throws(DecodingError) -> String) throws(DecodingError)
    -> [TourFonts.Source]
  {
    var sources: [TourFonts.Source] = []
    try table.forEachItem(most: mostFonts, noun: "fonts") { (_, item) throws(DecodingError) in
      guard table.stack.type(item) == LUA_TSTRING, let name = table.stack.string(item), !name.isEmpty else {
        throw DecodingError("a font file or an installed family's name expected, got \(table.stack.typeName(item))")
      }
      sources.append(TourFonts.isFile(name) ? .file(try file(name)) : .family(name))
    }
    return sources
  }
}
