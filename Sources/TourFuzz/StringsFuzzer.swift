import Foundation
import TourCore
import TourHostKit
import TourImport
import TourLua

/// Fuzz target `strings`: arbitrary bytes as an app's strings file, the first byte picking
/// the kind: a String Catalog (JSON), an Android `strings.xml`, or a Lua string table
/// (`lang/en.lua`, loaded by a one-mark tour in the headless host). Whatever the bytes: one
/// error naming the file (at a line and column of at least 1), or a table whose every key can
/// be looked up in every language it has; and the reading stays linear (libFuzzer's time
/// limit finds a quadratic reader).
public enum StringsFuzzer {
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-strings-\(getpid())")
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("res/values"), withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("lang"), withIntermediateDirectories: true)
    return url
  }()

  public static func run(_ bytes: [UInt8]) -> [String] {
    guard let first = bytes.first else { return [] }
    let body = Data(bytes.dropFirst())
    switch first % 3 {
    case 0: return read { () throws(StringsFileError) in try StringCatalogReader.read(body, file: "L.xcstrings") }
    case 1:
      try? body.write(to: folder.appendingPathComponent("res/values/strings.xml"))
      return read { () throws(StringsFileError) in
        try AndroidStringsReader.read(folder: folder.appendingPathComponent("res"), name: "res", sourceLanguage: "en")
      }
    default: return luaTable(body)
    }
  }

  private static func read(_ reading: () throws(StringsFileError) -> StringTable) -> [String] {
    let table: StringTable
    do { table = try reading() } catch {
      var found: [String] = []
      if error.message.isEmpty { found.append("an error without a message") }
      if let line = error.line, line < 1 { found.append("an error at line \(line)") }
      if let column = error.column, column < 1 { found.append("an error at column \(column)") }
      return found
    }
    var found: [String] = []
    for key in table.entries.keys.sorted() {
      for locale in table.locales {
        let lookup = table.lookup(key, locale: locale)
        if lookup.entry == nil, lookup.problem == nil { found.append("'\(key)' in \(locale): neither an entry nor a problem") }
      }
    }
    return found
  }

  /// A Lua string table under a one-mark tour that shows its `hello`.
  private static func luaTable(_ body: Data) -> [String] {
    let script = folder.appendingPathComponent("tour.lua")
    try? Data(
      """
      return {
        strings = "lang",
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark {} end,
        coachMarkViewsAt = function(ctl, i, mark) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hello") } end,
      }
      """.utf8
    ).write(to: script)
    try? body.write(to: folder.appendingPathComponent("lang/en.lua"))
    let errors = ScriptErrors()
    do {
      let session = try TourSession(script: script, recorder: errors, configuration: FuzzedTour.limits, displayName: "tour.lua", progress: .memory)
      session.start()
    } catch {
      return namesFile("\(error)") ? [] : ["a load error that names no file: \(error)"]
    }
    return errors.messages.filter { !namesFile($0) }.map { "an error that names no file: \($0.prefix(200))" }
  }

  /// Whether a message starts by naming the file it is about.
  private static func namesFile(_ message: String) -> Bool {
    ["tour.lua", "lang/", "tourhost: tour.lua"].contains { message.hasPrefix($0) }
  }
}
