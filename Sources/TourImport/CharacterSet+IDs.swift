import Foundation

extension CharacterSet {
  /// What an imported view's id keeps: letters and digits of any script, `_` and `-`.
  static let idCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
}
