import TourCore

/// Events as people read them, in the interactive mode's status and plain log (and the
/// tests' event sequences).
public enum EventSummary {
  /// One line in a few words: `willLoad 2 false`, `didShow 1 none`, `warning <message>`.
  public static func text(of record: TraceRecord) -> String {
    switch record {
    case .tour(let event): text(of: event)
    case .script(.log(let message)): "log \(message)"
    case .script(.error(let message, _)): "error \(message)"
    case .host(.input(let command)): "input \(command)"
    case .host(.ineligible(let reason)): "ineligible \(reason)"
    case .host(.resumeAt(let index)): "resumeAt \(index)"
    case .host(.reload(let file)): "reload \(file)"
    case .host(.locale(let tag)): "locale \(tag)"
    case .host(.setting(let name, let value)): "setting \(name) \(value)"
    case .host(.reloadFailed(let file, let message)): "reloadFailed \(file) \(message)"
    case .host(.decision(let trigger, let verdict)): "decision \(trigger): \(verdict.line)"
    case .host(.appReload(let file)): "appReload \(file)"
    }
  }

  /// One engine event in a few words.
  public static func text(of event: TourEvent) -> String {
    switch event {
    case .start(let count, _): "start \(count)"
    case .willLoad(let index, let result): "willLoad \(index) \(result)"
    case .willShow(let index, let change): "willShow \(index) \(change.rawValue)"
    case .didShow(let index, let change, _): "didShow \(index) \(change.rawValue)"
    case .willHide(let index): "willHide \(index)"
    case .didHide(let index): "didHide \(index)"
    case .pause(let style): "pause \(style.rawValue)"
    case .resume: "resume"
    case .overlayTap(let index, let handled): "overlayTap \(index) \(handled)"
    case .appTap(let view, let point): "appTap \(view ?? "null") \(format(point.x)) \(format(point.y))"
    case .resize(let size, let insets?):
      "resize \(format(size.width)) \(format(size.height)) "
        + [insets.top, insets.left, insets.bottom, insets.right].map(format).joined(separator: " ")
    case .resize(let size, nil): "resize \(format(size.width)) \(format(size.height))"
    case .stop(let immediately): "stop \(immediately)"
    case .animation(let index, let kind, let duration, let delay): "animation \(index) \(kind.rawValue) \(format(duration)) \(format(delay))"
    case .end(let skipped, let reason): "end \(skipped)" + (reason.map { " \($0.rawValue)" } ?? "")
    case .waitForView(let index, let view, let timeout): "waitForView \(index) \(view) \(format(timeout))"
    case .missingView(let index, let view, let onMissing): "missingView \(index) \(view) \(onMissing.rawValue)"
    case .targetMissing(let index, let view, _, let policy): "targetMissing \(index) \(view) \(format(policy.wait)) \(policy.then.policyName)"
    case .targetRecovered(let index, let view): "targetRecovered \(index) \(view)"
    case .viewAdded(let view): "viewAdded \(view)"
    case .viewRemoved(let view): "viewRemoved \(view)"
    case .appEvent(let name): "appEvent \(name)"
    case .navigate(let screen): "navigate \(screen)"
    case .waitForScreen(let index, let screen): "waitForScreen \(index) \(screen)"
    case .warning(let message): "warning \(message)"
    case .announce(let index, let message): "announce \(index) \(message)"
    case .action(let index, let id): "action \(index) \(id)"
    case .link(let index, let id): "link \(index) \(id)"
    case .move(let from, let to, _): "move \(from) to \(to)"
    case .invalidate(let reason): "invalidate \(reason)"
    case .scroll(let index, let view, _, let to, _): "scroll \(index) \(view) to \(LayoutNote.points(to.x)),\(LayoutNote.points(to.y))"
    }
  }

  /// Seconds with at most three decimals and no trailing zeros: `0.6`, `12`, `1.125`.
  public static func format(_ seconds: Double) -> String {
    let rounded = (seconds * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
