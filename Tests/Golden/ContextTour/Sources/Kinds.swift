enum Priority: Int {
    case low = 1, mid
    case high = 10
}

enum Channel: String {
    case web
    case app = "mobile"
}

/// A tree of numbers.
indirect enum Node {
    case leaf(Int)
    // gen: recursive
    case pair(left: Node, right: Node)
}

typealias Handler = (Int) -> Void
