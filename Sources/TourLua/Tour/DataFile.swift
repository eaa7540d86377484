import FoundationEssentials
import TourCore
import TourImport

/// A data file beside a tour, such as `faults.lua`: Lua that returns plain data.
package enum DataFile {
  /// The table a data file beside `script` returns (`faults.lua`), as plain data, and how
  /// messages name the file, or nil when there is no such file: read through the tour's door,
  /// run in the sandbox with the tour's budgets, read by the checked reader. A file that cannot
  /// be read or run is the error.
  package static func table(_ name: String, besides script: URL, what: String) throws(TourLoadError) -> (PlainValue, display: String)? {
    let url = script.deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let display = DisplayPath.of(url)
    let source: Data
    switch TourFolder(script: script).read(name, as: .module) {
    case .success(let data): source = ChunkText.prepared(data)
    case .failure(let refusal): throw TourLoadError("\(display): cannot read the \(what) (\(refusal.reason))")
    }
    let context = BridgeContext(
      state: LuaState(configuration: .standard), controller: CoachMarksController(screen: .standard, timeline: Timeline()), displayName: display)
    let loader = TourLoader(context: context, scriptURL: url, modules: ModuleLoader(directory: url.deletingLastPathComponent(), scriptName: display))
    Sandbox.prepare(loader.state)
    Sandbox.lock(loader.state)
    let table = try loader.runChunk(source, chunkName: "@" + display, what: "the \(what)")
    let stack = loader.state.stack
    stack.pushRegistry(table)
    defer { stack.pop() }
    do { return (try stack.plainValue(-1), display) } catch { throw TourLoadError("\(display): \(error.message)") }
  }

  /// One entry of a list of faults (`faults.lua`): a kind, and for a late one its seconds.
  package struct FaultEntry: Hashable, Sendable {
    package var kind: String
    package var seconds: Double?
  }

  /// The entries of the `faults.lua` beside `script` (each `"covered"` or `{ kind = "late",
  /// seconds = 30 }`), and how messages name the file; nil when there is no such file. A list
  /// of another shape, an unknown field or more than `most` entries is the error.
  package static func faultEntries(besides script: URL, most: Int) throws(TourLoadError) -> (entries: [FaultEntry], display: String)? {
    guard let (value, display) = try table("faults.lua", besides: script, what: "fault file") else { return nil }
    guard let items = value.items else { throw TourLoadError("\(display): a list of faults expected, got \(value.kindName)") }
    guard items.count <= most else { throw TourLoadError("\(display): more than \(most) faults") }
    var entries: [FaultEntry] = []
    for (offset, item) in items.enumerated() {
      let fields = item.fields ?? [:]
      if item.string == nil, let unknown = fields.keys.sorted().first(where: { $0 != "kind" && $0 != "seconds" }) {
        throw TourLoadError("\(display): [\(offset + 1)]: unknown field '\(unknown)'; valid fields: kind, seconds")
      }
      entries.append(FaultEntry(kind: item.string ?? fields["kind"]?.string ?? "", seconds: fields["seconds"]?.number))
    }
    return (entries, display)
  }
}
