import TourCore

/// Collects the events of a tour with their times, for assertions.
public final class EventLog: TourEventRecorder {
  public private(set) var entries: [(time: Double, event: TourEvent)] = []

  public init() {}

  public func record(_ event: TourEvent, at time: Instant) {
    entries.append((time.seconds, event))
  }

  /// The events, without times.
  public var events: [TourEvent] { entries.map(\.event) }

  /// Each event as "t name details", the way the tests compare sequences.
  public var lines: [String] { entries.map { "\(Self.format($0.time)) \(Self.describe($0.event))" } }

  /// Every line but the `animation` ones.
  public var flowLines: [String] {
    entries.filter { $0.event.name != "animation" }.map { "\(Self.format($0.time)) \(Self.describe($0.event))" }
  }

  /// Only the lines whose event has one of the names.
  public func lines(_ names: Set<String>) -> [String] {
    entries.filter { names.contains($0.event.name) }.map { "\(Self.format($0.time)) \(Self.describe($0.event))" }
  }

  public static func format(_ seconds: Double) -> String {
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A compact description: `willLoad 2 false`, `didShow 1 none`, `warning <message>`.
  public static func describe(_ event: TourEvent) -> String {
    switch event {
    case .start(let count): "start \(count)"
    case .willLoad(let index, let result): "willLoad \(index) \(result)"
    case .willShow(let index, let change): "willShow \(index) \(change.rawValue)"
    case .didShow(let index, let change, _): "didShow \(index) \(change.rawValue)"
    case .willHide(let index): "willHide \(index)"
    case .didHide(let index): "didHide \(index)"
    case .pause(let style): "pause \(style.rawValue)"
    case .resume: "resume"
    case .input(let command): "input \(command)"
    case .overlayTap(let index, let handled): "overlayTap \(index) \(handled)"
    case .appTap(let view, let point): "appTap \(view ?? "null") \(format(point.x)) \(format(point.y))"
    case .resize(let size): "resize \(format(size.width)) \(format(size.height))"
    case .stop(let immediately): "stop \(immediately)"
    case .animation(let index, let kind, let duration, let delay): "animation \(index) \(kind.rawValue) \(format(duration)) \(format(delay))"
    case .end(let skipped): "end \(skipped)"
    case .log(let message): "log \(message)"
    case .warning(let message): "warning \(message)"
    case .error(let message, _): "error \(message)"
    }
  }
}
