import TourImport

/// What a tour keeps in `tour.state` (plain data: numbers, strings, booleans, and tables of
/// them), carried from one version of a script to the next when it is reloaded.
public struct TourState: Hashable, Sendable {
  let value: PlainValue

  init(_ value: PlainValue) {
    self.value = value
  }

  /// An empty `tour.state`.
  public static let empty = TourState(.object([:]))
}
