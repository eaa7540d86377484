/// What a hook call is, for messages about it: a hook of the tour (for a mark, where it is
/// about one), a function the input `call`s, a `tour.after` callback, ...
///
/// A small value, so that naming the running call costs nothing on the hook's fast path.
enum HookSubject {
  /// A hook of the tour table, for mark `mark` where it is about one.
  case hook(Hook, mark: Int?)
  /// A function of the tour table run by the `call` input command.
  case call(String)
  /// An app's tour's `trigger` function, asked at a trigger whether the tour is a candidate:
  /// it answers at once, and cannot wait, schedule or invalidate.
  case trigger
  /// Anything else, by what messages call it (`tour.after callback`, `the script`).
  case other(String)

  /// Whether this is an app's trigger function.
  var isTrigger: Bool { if case .trigger = self { true } else { false } }

  /// The name errors use (`willShow yielded to the host`).
  var name: String {
    switch self {
    case .hook(let hook, _): hook.name
    case .call(let name), .other(let name): name
    case .trigger: "trigger"
    }
  }

  /// Where the flow is, in words (`willShow of mark 2`, `the function 'pilot' run by call`).
  var description: String {
    switch self {
    case .hook(let hook, let mark?): "\(hook.name) of mark \(mark)"
    case .hook(let hook, nil): hook.name
    case .call(let name): "the function '\(name)' run by call"
    case .other(let name): "a \(name)"
    case .trigger: "the trigger function"
    }
  }
}
