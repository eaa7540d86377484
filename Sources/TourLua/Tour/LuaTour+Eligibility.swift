import CLua
import FoundationEssentials
import TourCore
import TourImport

/// `isEligible(ctl, progress)`: the script's own rule for starting, given what is remembered
/// (TipKit's rules: event counts, parameters, display history).
extension LuaTour {
  /// Whether the script has an `isEligible` hook.
  public var hasEligibilityRule: Bool {
    let stack = context.state.stack
    stack.pushRegistry(context.refs.tour)
    defer { stack.pop(2) }
    return stack.rawGet(-1, "isEligible") == LUA_TFUNCTION
  }

  /// Asks `isEligible`; without the hook, or when it fails, the tour is eligible.
  public func isEligible(_ progress: ProgressSnapshot, reply: @escaping (Bool) -> Void) {
    hooks.askWhether(
      .isEligible, default: true,
      arguments: { stack in
        stack.newTable(record: 9)
        stack.push(progress.seen)
        stack.rawSet(-2, "seen")
        stack.push(progress.completed)
        stack.rawSet(-2, "completed")
        stack.push(progress.skipped)
        stack.rawSet(-2, "skipped")
        if let last = progress.lastMark {
          stack.push(last)
          stack.rawSet(-2, "lastMark")
        }
        stack.push(progress.displayCount)
        stack.rawSet(-2, "displayCount")
        if let last = progress.displaysAgo.first {
          stack.push(number: last)
          stack.rawSet(-2, "secondsSinceLastDisplay")
        }
        stack.push(plain: .array(progress.displaysAgo.map(PlainValue.number)))
        stack.rawSet(-2, "displaysAgo")
        stack.push(plain: .object(progress.events.mapValues { .number(Double($0)) }))
        stack.rawSet(-2, "events")
        let parameters = progress.parameters.compactMapValues { try? PlainValue.parseJSON(Data($0.utf8)) }
        stack.push(plain: .object(parameters))
        stack.rawSet(-2, "parameters")
        return 1
      }, reply: reply)
  }
}
