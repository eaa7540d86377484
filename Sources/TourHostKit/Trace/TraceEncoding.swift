import TourCore
import TourLua

/// How each event is written in the trace (API.md section 4, "Trace"): straight into the
/// line's bytes, with no tree of values built first.
public enum TraceEncoding {
  /// Places for the clock (microseconds).
  static let timeDecimals = 6
  /// Places for geometry ("in screen points, rounded to 0.01").
  static let geometryDecimals = 2

  /// The line as one JSON object, `t`, `event`, then its fields, without its newline.
  public static func line(_ record: TraceRecord, at time: Instant) -> String {
    var bytes: [UInt8] = []
    write(record, at: time, appendingTo: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the line (without its newline) to `bytes`.
  public static func write(_ record: TraceRecord, at time: Instant, appendingTo bytes: inout [UInt8]) {
    var out = JSONLineWriter()
    swap(&out.bytes, &bytes)
    defer { swap(&out.bytes, &bytes) }
    out.openObject()
    out.key("t")
    out.number(time.seconds, decimals: timeDecimals)
    out.key("event")
    out.string(record.name)
    switch record {
    case .tour(let event): fields(of: event, to: &out)
    case .script(let record): fields(of: record, to: &out)
    case .host(let record): fields(of: record, to: &out)
    }
    out.closeObject()
  }

  /// The longest text a trace line carries in one field (64 KiB): past it, the text is cut
  /// and says how long it was, so that one `error(("E"):rep(2e7))` is not a 20 MB line.
  static let longestText = String.longestShownValue

  static func fields(of record: ScriptRecord, to out: inout JSONLineWriter) {
    switch record {
    case .log(let message): out.text("message", message)
    case .error(let message, let traceback):
      out.text("message", message)
      out.text("traceback", traceback)
    }
  }

  static func fields(of record: HostRecord, to out: inout JSONLineWriter) {
    switch record {
    case .input(let command): out.text("command", command)
    case .ineligible(let reason): out.text("reason", reason)
    case .resumeAt(let index): out.int("index", index)
    case .reload(let file), .appReload(let file): out.text("file", file)
    case .locale(let tag): out.name("locale", tag)
    case .setting(let name, let value):
      out.name("name", name)
      out.name("value", value)
    case .reloadFailed(let file, let message):
      out.text("file", file)
      out.text("message", message)
    case .decision(let trigger, let verdict):
      out.text("trigger", trigger)
      out.text("tour", verdict.tour)
      out.name("status", verdict.status.rawValue)
      if let reason = verdict.reason { out.text("reason", reason) }
    }
  }
}

extension JSONLineWriter {
  /// A text field, cut at `TraceEncoding.longestText` bytes (on a character's edge).
  mutating func text(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value.cut(toUTF8Bytes: TraceEncoding.longestText))
  }

  /// A text or null field.
  mutating func text(_ key: StaticString, _ value: String?) {
    guard let value else { return nullField(key) }
    text(key, value)
  }

  /// A field of one of tourhost's own names (an event, a change, a kind): never cut.
  mutating func name(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value)
  }

  mutating func int(_ key: StaticString, _ value: Int) {
    self.key(key)
    number(Double(value), decimals: 0)
  }

  mutating func bool(_ key: StaticString, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// A length of time, in seconds to the microsecond.
  mutating func seconds(_ key: StaticString, _ value: Double) {
    self.key(key)
    number(value, decimals: TraceEncoding.timeDecimals)
  }

  /// A coordinate, in screen points rounded to 0.01.
  mutating func geometry(_ value: Double) { number(value, decimals: TraceEncoding.geometryDecimals) }

  mutating func geometry(_ key: StaticString, _ value: Double) {
    self.key(key)
    geometry(value)
  }

  /// `[x, y]`.
  mutating func point(_ point: Point) {
    openArray()
    geometry(point.x)
    geometry(point.y)
    closeArray()
  }

  /// `[x, y, width, height]`, or null.
  mutating func rect(_ rect: Rect?) {
    guard let rect else { return null() }
    openArray()
    geometry(rect.x)
    geometry(rect.y)
    geometry(rect.width)
    geometry(rect.height)
    closeArray()
  }

  mutating func rect(_ key: StaticString, _ value: Rect?) {
    self.key(key)
    rect(value)
  }

  mutating func nullField(_ key: StaticString) {
    self.key(key)
    null()
  }
}
