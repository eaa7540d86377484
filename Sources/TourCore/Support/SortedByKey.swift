extension Dictionary where Key: Comparable {
  /// The entries in the order of their keys: what a trace, a report or a loop that must not
  /// depend on hash order walks.
  public var sortedByKey: [(key: Key, value: Value)] { sorted { $0.key < $1.key } }
}
