import AnnogenModel

/// Finding a name among names sorted by `<` (a composed model's types), by halving.
enum SortedNames {
    /// The first position whose name has exactly `name`'s bytes, among `count` names ascending by
    /// `<` (`nameAt(position)`); nil when there is none. `==` takes composed and decomposed text
    /// as equal; the composer's tables tell them apart by their bytes, and so does this.
    static func position(of name: String, count: Int, nameAt: (Int) -> String) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if nameAt(middle) < name { low = middle + 1 } else { high = middle }
        }
        while low < count, nameAt(low) == name {
            if UTF8Bytes.same(nameAt(low), name) { return low }
            low += 1
        }
        return nil
    }
}
