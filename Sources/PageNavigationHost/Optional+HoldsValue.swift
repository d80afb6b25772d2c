extension Optional {
    /// Whether the optional holds a value: `!= nil` without its cost. For a value of an `Equatable`
    /// type, `!= nil` and `== nil` are the standard library's `Optional` `==` (it wins the overload over
    /// the comparison with `nil`), which copies both sides into a tuple and compiles in the type's `==`
    /// at each use; this reads the case alone.
    var holdsValue: Bool {
        if case .some = self { true } else { false }
    }
}
