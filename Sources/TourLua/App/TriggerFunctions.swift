import CLua
import FoundationEssentials
import TourCore
import TourImport

/// The tours of an app whose trigger is a function (`trigger = function(occasion) ... end`),
/// each kept loaded in its own sandboxed state so that its function can be asked at
/// every trigger whether the tour is a candidate. The function gets `ctl` and the occasion as a table,
/// `{ kind = "screen", name = "cart" }` (`kind` is `launch`, `screen`, `event` or `parameter`;
/// a parameter's also has its `value`), and answers true or false. It runs within the scripts'
/// budgets and cannot wait.
public final class TriggerFunctions {
  private var tours: [String: LuaTour] = [:]

  /// No functions.
  public init() {}

  /// Keeps `tour`, whose trigger is a function, to ask it.
  func keep(_ tour: LuaTour, as id: String) {
    tours[id] = tour
  }

  /// The ids of the tours kept.
  public var ids: [String] { tours.keys.sorted() }

  /// What the trigger function of tour `id` answers at `occasion`: whether the tour is a
  /// candidate, or the message of the error it raised (a failing or waiting function, or one
  /// that answers something other than true or false).
  /// - Parameter parameters: the app's parameters as JSON text, by name: a `parameter`
  ///   occasion's function gets its new value.
  public func accepts(_ id: String, at occasion: TourTrigger, parameters: [String: String] = [:]) -> Result<Bool, TriggerError> {
    var value: PlainValue?
    if case .parameter(let name) = occasion, let json = parameters[name] { value = try? PlainValue.parseJSON(Data(json.utf8)) }
    guard let tour = tours[id] else { return .success(false) }
    var answer: Result<Bool, TriggerError> = .failure(TriggerError(message: "\(id)'s trigger function did not return"))
    // Run at once, within the scripts' budgets (a loop that does not end is stopped by the
    // instruction budget); a wait is an error.
    tour.hooks.runFunction(
      named: "trigger", as: .trigger, canWait: false,
      arguments: { stack in
        Self.pushOccasion(occasion, value: value, on: stack)
        return 1
      },
      completion: { outcome in
        switch outcome {
        case .failed(let error):
          answer = .failure(TriggerError(message: "\(id)'s trigger function: \(error.message)"))
        case .returned(let stack, let count):
          let first = stack.top - count + 1
          if count >= 1, stack.type(first) == LUA_TBOOLEAN, let yes = stack.boolean(first) {
            answer = .success(yes)
          } else {
            let got = count >= 1 ? stack.typeName(first) : "nothing"
            answer = .failure(TriggerError(message: "\(id)'s trigger function must return true or false, got \(got)"))
          }
        }
      })
    return answer
  }

  /// The occasion as the function sees it: `{ kind = "screen", name = "cart" }`.
  private static func pushOccasion(_ occasion: TourTrigger, value: PlainValue?, on stack: LuaStack) {
    stack.newTable(record: 3)
    stack.push(occasion.kind)
    stack.rawSet(-2, "kind")
    if let name = occasion.name {
      stack.push(name)
      stack.rawSet(-2, "name")
    }
    if let value {
      stack.push(plain: value)
      stack.rawSet(-2, "value")
    }
  }
}

/// A trigger function that failed, with its message.
public struct TriggerError: Error, Hashable, Sendable {
  /// `bad's trigger function: bad.lua:2: instruction budget exceeded (10000000 instructions)`.
  public let message: String
}
