/// The numbers the engine takes from scripts, screen files and input commands (points, sizes,
/// seconds): finite, and within ±1,000,000,000. Inside that range every sum and difference a
/// layout makes stays finite and exact to far below a point; a number outside it describes no
/// screen and is refused where it enters, with a message that says so (found by fuzzing: a
/// font size of 1e300 gave a body of infinite height and a trace of nulls).
public enum NumberRange {
  /// The largest magnitude accepted.
  public static let limit = 1e9

  /// Whether `value` is accepted.
  public static func contains(_ value: Double) -> Bool { value.isFinite && value.magnitude <= limit }

  /// What is wrong with `value`, written with `text` (how the caller shows numbers): "must be
  /// finite, got inf" or "must lie within ±1e9, got 1e+300"; nil when it is accepted.
  public static func problem(with value: Double, text: @autoclosure () -> String) -> String? {
    if !value.isFinite { return "must be finite, got \(text())" }
    if value.magnitude > limit { return "must lie within ±1e9, got \(text())" }
    return nil
  }
}
