import CLua
import FoundationEssentials
import TourCore
import TourImport

/// A tour's `xliff`: the XLIFF files its translators' tools (or Xcode's
/// `-exportLocalizations`) give, whose states say how far each language's translations are.
extension StringsLoader {
  /// The most XLIFF files a tour names.
  static let mostXLIFFFiles = 64

  /// Reads the tour's `xliff` (a path, or a list of them: `.xliff` and `.xlf` files, or an
  /// Xcode `.xcloc` folder, whose `Localized Contents/<lang>.xliff` is read) into `table`'s
  /// states: each file's language takes the states it marks in place of the strings file's.
  mutating func readXLIFF(_ tour: Int32, into table: inout StringTable?, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "xliff") != LUA_TNIL else { return }
    guard var strings = table else { throw fail("xliff", "xliff needs the tour's strings (strings = ...): it says how far their translations are") }
    var paths: [String] = []
    do {
      if stack.type(-1) == LUA_TSTRING, let path = stack.string(-1) {
        paths = [path]
      } else {
        let list = try ScriptTable(stack, -1, expected: "the path of an XLIFF file, or a list of them")
        try list.forEachItem(most: Self.mostXLIFFFiles, noun: "XLIFF files") { (_, item) throws(DecodingError) in
          guard stack.type(item) == LUA_TSTRING, let path = stack.string(item) else {
            throw DecodingError("the path of an XLIFF file expected, got \(stack.typeName(item))")
          }
          paths.append(path)
        }
      }
    } catch {
      throw fail("xliff", error.at("xliff").message)
    }
    let door = TourFolder(script: scriptURL)
    let tableName = strings.origin.hasSuffix(".xcstrings") ? URL(fileURLWithPath: strings.origin).lastPathComponent : nil
    for given in paths {
      let path = Self.xliffFile(given)
      let data: Data
      switch door.read(path, as: .strings) {
      case .success(let read): data = read
      case .failure(let refusal): throw fail("xliff", "xliff: cannot read '\(path.quotedInMessage)' (\(refusal.reason))")
      }
      let read: XLIFFStatesReader.States
      do { read = try XLIFFStatesReader.read(data, file: path, table: tableName) } catch { throw fail("xliff", error.description) }
      strings.importStates(read.states, locale: read.locale, file: path)
      let url = scriptURL.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
      urls.append(url)
      localeOfFile[url.path] = read.locale
    }
    table = strings
  }

  /// The XLIFF file a path names: itself, or an `.xcloc` folder's `Localized Contents/<lang>.xliff`.
  static func xliffFile(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard trimmed.hasSuffix(".xcloc") else { return path }
    let language = URL(fileURLWithPath: trimmed).deletingPathExtension().lastPathComponent
    return "\(trimmed)/Localized Contents/\(language).xliff"
  }
}
