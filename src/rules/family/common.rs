//! Pieces several families share: the opening-pose house rule, reading a finished hand,
//! who wins a block, and a hand won by one player.

use super::{RuleSpec, Variant};
use crate::rules::family::Side;
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes};
use crate::rules::seat::{Seat, Team, MAX_PLAYERS};

/// A result with the facts filled in and no winner yet.
pub(crate) fn blank_result(v: &Variant, hand: &Hand, notes: &mut Notes) -> HandResult {
    let mut counts = [0; MAX_PLAYERS];
    for s in Seat::all(v.players()) {
        counts[s.index()] = hand.count(s);
    }
    let end = hand.end().unwrap_or(HandEnding::Blocked);
    match end {
        HandEnding::Out { seat, tile, .. } => {
            notes.add(|| format!("{} went out with {tile}.", seat.name(v.players())))
        }
        HandEnding::Blocked => notes.add(|| {
            let list: Vec<String> = Seat::all(v.players())
                .map(|s| format!("{} {}", s.name(v.players()), counts[s.index()]))
                .collect();
            format!("Blocked: nobody could play. Counts: {}.", list.join(", "))
        }),
    }
    HandResult {
        end,
        poser: hand.poser(),
        counts,
        winner: None,
        points: [0; MAX_PLAYERS],
        notes: Vec::new(),
    }
}

/// The seat with the single lowest count, or `None` when the lowest count is shared by
/// players on different sides (a tied hand). Partners sharing the lowest count win
/// together: the first of them in seat order is returned.
pub(crate) fn lowest_single(v: &Variant, counts: &[u32; MAX_PLAYERS]) -> Option<Seat> {
    let low = Seat::all(v.players()).map(|s| counts[s.index()]).min()?;
    let mut lowest = Seat::all(v.players()).filter(|s| counts[s.index()] == low);
    let first = lowest.next()?;
    let side = v.side_of(first);
    lowest.all(|s| v.side_of(s) == side).then_some(first)
}

/// Settles who wins a block by the single lowest count (partners may share it): sets the
/// winner and notes who holds the lowest count, naming both partners when they share it.
/// When opponents share it nobody wins, and the note says `tie_outcome` (worked out only
/// when notes are kept). The caller sets
/// the points and says what the hand is worth.
pub(crate) fn blocked_to_lowest_single(
    v: &Variant,
    r: &mut HandResult,
    notes: &mut Notes,
    tie_outcome: impl FnOnce() -> String,
) -> Option<Side> {
    match lowest_single(v, &r.counts) {
        Some(seat) => {
            let side = v.side_of(seat);
            r.winner = Some(side);
            let count = r.counts[seat.index()];
            let counts = r.counts;
            notes.add(|| {
                let holders: Vec<&str> = Seat::all(v.players())
                    .filter(|s| counts[s.index()] == count)
                    .map(|s| s.name(v.players()))
                    .collect();
                match holders.as_slice() {
                    [one] => format!("{one} has the lowest count ({count})."),
                    [a, b] => format!("Partners {a} and {b} share the lowest count ({count})."),
                    more => format!("{} share the lowest count ({count}).", more.join(", ")),
                }
            });
            Some(side)
        }
        None => {
            notes.add(|| format!("Opponents share the lowest count: {}.", tie_outcome()));
            None
        }
    }
}

/// "1 point", "2 points".
pub(crate) fn points_word(points: i32) -> String {
    if points == 1 {
        "1 point".to_string()
    } else {
        format!("{points} points")
    }
}

/// The team with the lower team count, or `None` when both are equal.
pub(crate) fn lowest_team(counts: &[u32; MAX_PLAYERS]) -> Option<Team> {
    let team_count = |t: Team| -> u32 { t.seats().iter().map(|s| counts[s.index()]).sum() };
    let (a, b) = (team_count(Team::new(0)), team_count(Team::new(1)));
    match a.cmp(&b) {
        std::cmp::Ordering::Less => Some(Team::new(0)),
        std::cmp::Ordering::Greater => Some(Team::new(1)),
        std::cmp::Ordering::Equal => None,
    }
}

/// Sum of the counts of every seat not on `side`.
pub(crate) fn others_count(v: &Variant, counts: &[u32; MAX_PLAYERS], side: Side) -> u32 {
    Seat::all(v.players())
        .filter(|&s| v.side_of(s) != side)
        .map(|s| counts[s.index()])
        .sum()
}

/// The score line of a match, e.g. "North-South 2, East-West 0".
pub(crate) fn score_line(v: &Variant, scores: &[i32; MAX_PLAYERS]) -> String {
    (0..v.sides())
        .map(|i| format!("{} {}", v.side_name(Side::new(i)), scores[i as usize]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who may pose the opening hand in the Caribbean games (Jamaican, Cut Throat, Chiva).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pose {
    /// The 6-6 holder must pose it.
    Tournament,
    /// The 6-6 holder may pose any tile.
    Sporting,
}

/// [`POSE`]'s values, typed.
pub(crate) const POSES: [Pose; 2] = [Pose::Tournament, Pose::Sporting];

/// The opening-pose house rule of the Caribbean games (Jamaican, Cut Throat, Chiva).
pub(crate) const POSE: RuleSpec = RuleSpec {
    key: "pose",
    label: "Opening pose",
    help: "The pose is a hand's first tile. Tournament: whoever holds the highest double dealt (6-6 with four players) must pose it. Sporting: that player may pose any tile.",
    values: &["tournament", "sporting"],
};

/// A hand won by one player: out, or the single lowest count when blocked (a shared lowest
/// count ties). The winner scores one hand.
pub(crate) fn settle_individual(v: &Variant, hand: &Hand, notes: &mut Notes) -> HandResult {
    let mut r = blank_result(v, hand, notes);
    let winner = match r.end {
        HandEnding::Out { seat, .. } => Some(seat),
        HandEnding::Blocked => lowest_single(v, &r.counts),
    };
    match winner {
        Some(seat) => {
            let side = v.side_of(seat);
            r.winner = Some(side);
            r.points[side.index()] = 1;
            notes.add(|| format!("{} wins the hand.", seat.name(v.players())));
        }
        None => notes.add(|| "The lowest count is shared: the hand is tied.".into()),
    }
    r
}
