import Foundation

// The app's own models, from before it moved to GraphQL: screens and storage use these, not the
// operations' Data. Each is filled from the generated type by a converter annogen writes
// (`// gen: mapFrom`), where the app had written one by hand per query.

/// A lottery as the app's screens show it.
// gen: mapFrom = LotteriesQuery.Data.Lottery
struct LotteryInfo: Hashable, Sendable {
    // gen: unknownCase = unknown
    enum Status: String, Codable, Hashable, Sendable {
        case open = "OPEN", closed = "CLOSED", drawing = "DRAWING", unknown
    }

    let id: String
    let name: String
    /// The jackpot in euros; the server sends cents.
    // gen: mapWith = euros
    // gen: from = "jackpot"
    let jackpotInEuros: Decimal
    let status: Status
    // gen: from = "game.title"
    let gameTitle: String
    /// 1 when the game has no bonus.
    // gen: from = "game.bonusMultiplier"
    // gen: defaultValue = 1
    let bonusMultiplier: Double
    let nextDraw: DrawInfo?

    static func euros(_ cents: Int64) -> Decimal {
        Decimal(cents) / 100
    }
}

/// The next draw of a lottery.
// gen: mapFrom = LotteriesQuery.Data.Lottery.NextDraw
struct DrawInfo: Hashable, Sendable {
    let number: Int
    let drawAt: Date
}
