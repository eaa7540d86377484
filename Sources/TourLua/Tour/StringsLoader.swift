import CLua
import FoundationEssentials
import TourCore
import TourImport

/// Reads a tour's `strings`: an Xcode String Catalog (`Localizable.xcstrings`), an Android
/// `res` folder of `values*/strings.xml`, or a folder of Lua tables named by locale
/// (`de.lua` returning `{ key = "text", count = { one = "...", other = "..." } }`), beside the
/// script or below it. `sourceLanguage` (default `en`) names the language of `values/` and
/// of the Lua tables' source; a catalog names its own.
struct StringsLoader {
  let state: LuaState
  let scriptURL: URL
  /// Runs a Lua chunk to its table (`TourLoader.runChunk`).
  let runChunk: (Data, String, String) throws(TourLoadError) -> Int32
  /// The files read, to watch.
  var urls: [URL] = []
  /// The locale each file of a folder of strings holds (a `values-de` file's `de`, the source
  /// folder's its source language, `de.lua`'s `de`), by path: what `tourhost check`'s cache
  /// keys a configuration by. A catalog holds every locale and is not here.
  var localeOfFile: [String: String] = [:]

  init(state: LuaState, scriptURL: URL, runChunk: @escaping (Data, String, String) throws(TourLoadError) -> Int32) {
    self.state = state
    self.scriptURL = scriptURL
    self.runChunk = runChunk
  }

  /// The tour's `sourceLanguage` (`en` when it gives none).
  private func sourceLanguage(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> String {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "sourceLanguage") != LUA_TNIL else { return "en" }
    guard let tag = stack.string(-1), LocaleTag.isWellFormed(tag) else {
      throw fail("sourceLanguage", "sourceLanguage must be a language tag such as \"en\", got \(stack.typeName(-1))")
    }
    return LocaleTag.normalized(tag)
  }

  /// The tour's strings, or nil when it names none.
  mutating func read(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> StringTable? {
    let stack = state.stack
    let sourceLanguage = try sourceLanguage(tour, fail)
    defer { stack.pop() }
    guard stack.rawGet(tour, "strings") != LUA_TNIL else { return nil }
    guard let path = stack.string(-1), stack.type(-1) == LUA_TSTRING else {
      throw fail("strings", "strings must be the path of a .xcstrings file or a folder, got \(stack.typeName(-1))")
    }
    guard ScreenReader.staysInFolder(path) else {
      throw fail("strings", "strings: '\(path)' is outside the script's folder; strings are found beside the script or below it")
    }
    let url = scriptURL.deletingLastPathComponent().appendingPathComponent(path)
    let door = TourFolder(script: scriptURL)
    // Every file read comes through the door: inside the script's real folder, regular, capped.
    func refused(_ name: String, _ refusal: TourFolder.Refusal) -> TourLoadError {
      fail("strings", "strings: cannot read '\(name)' (\(refusal.reason))")
    }
    if case .failure = door.folder(path) {
      let data: Data
      switch door.read(path, as: .strings) {
      case .success(let read): data = read
      case .failure(let refusal): throw refused(path, refusal)
      }
      do throws(StringsFileError) {
        guard path.hasSuffix(".xcstrings") else { throw StringsFileError("strings must be a .xcstrings file or a folder", file: path) }
        urls.append(url)
        let key = StringsFileCache.Key(path: path, sourceLanguage: "", files: [path], contents: [data])
        return try StringsFileCache.shared.value(key) { () throws(StringsFileError) in try StringCatalogReader.read(data, file: path) }
      } catch {
        throw fail("strings", error.description)
      }
    }
    do throws(StringsFileError) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? []
      if names.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) {
        return try resFolder(path, at: url, door: door, sourceLanguage: sourceLanguage)
      }
    } catch {
      throw fail("strings", error.description)
    }
    let tables = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".lua") }.sorted()
    guard !tables.isEmpty else {
      throw fail("strings", "\(path): the folder has neither values*/strings.xml (Android) nor <locale>.lua tables")
    }
    return try luaTables(tables, in: url, path: path, sourceLanguage: sourceLanguage, fail)
  }

  /// An Android `res` folder: each file read once, through the door; bytes parsed before (the
  /// same folder in another configuration) are not parsed again.
  private mutating func resFolder(_ path: String, at url: URL, door: TourFolder, sourceLanguage: String) throws(StringsFileError)
    -> StringTable
  {
    let files = try AndroidStringsReader.files(in: url, name: path)
    var contents: [Data] = []
    for (subfolder, file) in files {
      switch door.read("\(path)/\(subfolder)/\(file)", as: .strings) {
      case .success(let data): contents.append(data)
      case .failure(let refusal): throw StringsFileError("cannot read '\(path)/\(subfolder)/\(file)' (\(refusal.reason))", file: path)
      }
    }
    let key = StringsFileCache.Key(
      path: path, sourceLanguage: sourceLanguage, files: files.map { "\($0.0)/\($0.1)" }, contents: contents)
    let byName = Dictionary(zip(key.files, contents)) { first, _ in first }
    let table = try StringsFileCache.shared.value(key) { () throws(StringsFileError) in
      try AndroidStringsReader.read(files, name: path, sourceLanguage: sourceLanguage) { (subfolder, file) in
        byName["\(subfolder)/\(file)"] ?? Data()
      }
    }
    for (subfolder, file) in files {
      let fileURL = url.appendingPathComponent(subfolder).appendingPathComponent(file)
      urls.append(fileURL)
      localeOfFile[fileURL.path] = AndroidStringsReader.locale(ofFolder: subfolder).map(LocaleTag.normalized) ?? sourceLanguage
    }
    return table
  }

  /// `de.lua`, `pt-BR.lua`, ...: each returns a table of keys.
  private mutating func luaTables(
    _ files: [String], in folder: URL, path: String, sourceLanguage: String, _ fail: (String?, String) -> TourLoadError
  ) throws(TourLoadError) -> StringTable {
    var table = StringTable(sourceLanguage: sourceLanguage, origin: path)
    let stack = state.stack
    for file in files {
      let locale = String(file.dropLast(4))
      let shown = "\(path)/\(file)"
      guard LocaleTag.isWellFormed(locale) else {
        throw fail("strings", "\(shown): the file's name must be a language tag such as de.lua or pt-BR.lua")
      }
      let url = folder.appendingPathComponent(file)
      urls.append(url)
      localeOfFile[url.path] = LocaleTag.normalized(locale)
      let data: Data
      switch TourFolder(script: scriptURL).read("\(path)/\(file)", as: .strings) {
      case .success(let read): data = read
      case .failure(let refusal): throw fail("strings", "\(shown): cannot read the file (\(refusal.reason))")
      }
      let ref = try runChunk(data, "@" + shown, "the strings file")
      stack.pushRegistry(ref)
      luaL_unref(state.L, clua_registryindex(), ref)
      defer { stack.pop() }
      let value: PlainValue
      do { value = try stack.plainValue(-1) } catch { throw fail("strings", "\(shown): \(error.message)") }
      for (key, item) in (value.fields ?? [:]).sortedByKey {
        table.entries[key, default: [:]][LocaleTag.normalized(locale)] = try entry(item, key: key, shown: shown, fail)
      }
    }
    return table
  }

  private func entry(_ item: PlainValue, key: String, shown: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError)
    -> StringTable.Entry
  {
    if let text = item.string { return .plain(text) }
    guard let fields = item.fields else {
      throw fail("strings", "\(shown): \(key) must be a string or a table of plural forms, got \(item.kindName)")
    }
    var forms: [PluralCategory: String] = [:]
    for (name, form) in fields {
      guard let category = PluralCategory(rawValue: name), let text = form.string else {
        throw fail("strings", "\(shown): \(key).\(name): plural forms are zero, one, two, few, many and other, each a string")
      }
      forms[category] = text
    }
    guard forms[.other] != nil else { throw fail("strings", "\(shown): \(key) needs an 'other' form") }
    return .plural(forms)
  }
}
