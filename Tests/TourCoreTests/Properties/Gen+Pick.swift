import PropertyBased

extension Gen where Value: Sendable {
  /// One of `options` (not empty), shrinking towards the first.
  static func pick(_ options: [Value]) -> Generator<Value, Shrink.Integer<Int>> {
    Gen<Int>.int(in: 0...(options.count - 1)).map { options[$0] }
  }
}
