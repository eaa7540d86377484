/// A value kept in one heap box that its copies share until one of them changes it (copy on
/// write): a large value handed from phase to effect to reply, as a mark is, costs one
/// reference count a copy instead of a copy of every field and a count for each reference in
/// it.
struct SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
  /// Changed only through `value`'s `_modify`, which first makes the box this copy's own: no
  /// two copies ever see one box change, which is what makes it safe to send. Its accesses are
  /// not checked at run time: every one goes through a `SharedValue`, whose own storage the
  /// compiler checks, so a check here would only repeat that one at each read.
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  var value: Value {
    get { box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }

  func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
