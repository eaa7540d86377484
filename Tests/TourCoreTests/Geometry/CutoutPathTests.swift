import Testing
import TourCore

@Suite("Cutout paths and hit testing")
struct CutoutPathTests {
  @Test("the default cutout grows the frame by 4 with corner radius 4")
  func standardCutout() {
    let path = CutoutPath.standard(around: Rect(x: 30, y: 30, width: 70, height: 20))
    #expect(path == .roundedRect(Rect(x: 26, y: 26, width: 78, height: 28), cornerRadius: 4))
    #expect(path.bounds == Rect(x: 26, y: 26, width: 78, height: 28))
  }

  @Test("a rounded rectangle leaves its corners out")
  func roundedCorners() {
    let path = CutoutPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
    #expect(path.contains(Point(x: 50, y: 20)))
    #expect(path.contains(Point(x: 0, y: 20)))  // on the straight edge
    #expect(!path.contains(Point(x: 1, y: 1)))  // in the cut corner
    #expect(path.contains(Point(x: 3, y: 3)))  // inside the corner's arc: (7,7) from the centre, √98 < 10
    #expect(!path.contains(Point(x: 2, y: 2)))  // (8,8): √128 > 10
    #expect(path.contains(Point(x: 100 - 2.93, y: 40 - 2.93)))  // on the arc, within rounding
  }

  @Test("a radius larger than half the side is clamped, making a capsule")
  func capsule() {
    let path = CutoutPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
    #expect(path.contains(Point(x: 10, y: 10)))
    #expect(!path.contains(Point(x: 1, y: 1)))
    #expect(path.contains(Point(x: 0, y: 10)))
  }

  @Test("an oval")
  func oval() {
    let path = CutoutPath.oval(Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.contains(Point(x: 50, y: 25)))
    #expect(path.contains(Point(x: 0, y: 25)))
    #expect(!path.contains(Point(x: 5, y: 5)))
    #expect(path.contains(Point(x: 85, y: 40)))  // (0.7)² + (0.6)² = 0.85
    #expect(!path.contains(Point(x: 90, y: 45)))  // (0.8)² + (0.8)² = 1.28
  }

  @Test("a five-pointed star is filled in the middle under the non-zero rule")
  func starNonZero() {
    // The pentagram drawn in one stroke winds twice around its centre.
    let star = CutoutPath.polygon([
      Point(x: 50, y: 0), Point(x: 79, y: 90), Point(x: 2, y: 35), Point(x: 98, y: 35), Point(x: 21, y: 90),
    ])
    #expect(star.shapes[0].winding(around: Point(x: 50, y: 50)) == 2)
    #expect(star.contains(Point(x: 50, y: 50)))
    #expect(star.contains(Point(x: 50, y: 10)))  // in a point of the star
    #expect(!star.contains(Point(x: 10, y: 80)))  // between two points
    #expect(star.contains(Point(x: 50, y: 0)))  // a vertex counts as inside
  }

  @Test("a polygon's winding has the sign of its direction")
  func polygonDirection() {
    let clockwise = CutoutShape.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
    let counter = CutoutShape.polygon([Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0)])
    #expect(clockwise.winding(around: Point(x: 5, y: 5)) == 1)
    #expect(counter.winding(around: Point(x: 5, y: 5)) == -1)
    #expect(counter.winding(around: Point(x: 0, y: 5)) == -1)  // on an edge
    #expect(clockwise.winding(around: Point(x: 15, y: 5)) == 0)
    #expect(CutoutShape.polygon([Point(x: 0, y: 0), Point(x: 1, y: 1)]).winding(around: Point(x: 0, y: 0)) == 0)
  }

  @Test("a union adds windings: overlaps stay inside, a reversed inner polygon makes a hole")
  func unions() {
    let two = CutoutPath(shapes: [.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .rect(Rect(x: 5, y: 5, width: 10, height: 10))])
    #expect(two.contains(Point(x: 7, y: 7)))
    #expect(two.contains(Point(x: 14, y: 14)))
    #expect(!two.contains(Point(x: 14, y: 1)))
    #expect(two.bounds == Rect(x: 0, y: 0, width: 15, height: 15))
    let ring = CutoutPath(shapes: [
      .rect(Rect(x: 0, y: 0, width: 30, height: 30)),
      .polygon([Point(x: 10, y: 10), Point(x: 10, y: 20), Point(x: 20, y: 20), Point(x: 20, y: 10)]),
    ])
    #expect(!ring.contains(Point(x: 15, y: 15)))
    #expect(ring.contains(Point(x: 5, y: 5)))
  }

  @Test("mapping a path moves each shape")
  func mapped() {
    let mapping = RectMapping(from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 100, y: 100, width: 20, height: 20))
    let path = CutoutPath(shapes: [
      .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), .polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 10)]),
    ])
    #expect(
      path.mapped(by: mapping)
        == CutoutPath(shapes: [
          .roundedRect(Rect(x: 100, y: 100, width: 20, height: 20), cornerRadius: 4),
          .polygon([Point(x: 100, y: 100), Point(x: 120, y: 100), Point(x: 110, y: 120)]),
        ]))
  }
}
