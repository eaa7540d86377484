import Testing
import TourCore

/// A cutout changing its shape into another's during a move: shape by shape when the kinds
/// match, else the new shape carried from the old bounds.
@Suite("cutout interpolation")
struct CutoutInterpolationTests {
  @Test("rounded rectangles mix their frames and radii; polygons of as many points their points")
  func sameKinds() {
    let from = CutoutPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 4)
    let to = CutoutPath.roundedRect(Rect(x: 100, y: 200, width: 50, height: 80), cornerRadius: 20)
    #expect(from.interpolated(to: to, 0.25) == .roundedRect(Rect(x: 25, y: 50, width: 87.5, height: 50), cornerRadius: 8))
    let triangle = CutoutPath.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)])
    let moved = CutoutPath.polygon([Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 10, y: 30)])
    #expect(triangle.interpolated(to: moved, 0.5) == .polygon([Point(x: 5, y: 5), Point(x: 20, y: 5), Point(x: 5, y: 20)]))
    #expect(from.interpolated(to: to, 0) == from)
    #expect(from.interpolated(to: to, 1) == to)
  }

  @Test("other kinds: the new shape, in bounds between the old and the new")
  func otherKinds() {
    let from = CutoutPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))
    let to = CutoutPath.oval(Rect(x: 200, y: 0, width: 50, height: 50))
    #expect(from.interpolated(to: to, 0.5) == .oval(Rect(x: 100, y: 0, width: 75, height: 75)))
  }
}
