//! French: four players each for themself; the posed double opens four arms, whose four
//! sides are covered first; an arm showing a number whose double is still out takes only
//! that double. Passing is always possible but costs 10 points when able to play, on a
//! third pass in a row, and for each victim of a board pass (charged only when none of
//! the three passers could play; see [`crate::rules::penalty`]). Lowest score wins at 100.

use super::common::blank_result;
use super::{FamilyRules, Mechanics, RuleCard, RuleSpec, Side, TypedRules, Variant};
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes, PoseRule};
use crate::rules::layout::LayoutKind;
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::penalty::PassPenalties;
use crate::rules::seat::{Seat, MAX_PLAYERS};
use crate::rules::tile::DominoSet;
use crate::rules::tile::Tile;
use crate::rules::tileset::TileSet;

/// The kinds of penalties a player paid, by name, each with its number when more than one:
/// "board pass, passing when able x2".
fn penalty_words(p: PassPenalties) -> String {
    [
        (p.board_pass, "board pass"),
        (p.when_able, "passing when able"),
        (p.three_in_a_row, "three passes in a row"),
    ]
    .into_iter()
    .filter(|&(n, _)| n > 0)
    .map(|(n, name)| {
        if n == 1 {
            name.to_string()
        } else {
            format!("{name} x{n}")
        }
    })
    .collect::<Vec<_>>()
    .join(", ")
}

/// A player at or past this score ends the match.
const LIMIT: i32 = 100;
/// What each penalty costs, written once: the number and the table's warning both come
/// from here.
macro_rules! penalty {
    () => {
        10
    };
}

/// Each penalty costs this much.
const PENALTY: i32 = penalty!();

/// The warning shown by the pass button.
const PASS_WARNING: &str = concat!(
    "Passing costs ",
    penalty!(),
    " points when a tile fits, and on your third pass in a row."
);

pub(crate) struct French;

const DOUBLE_BLANK: RuleSpec = RuleSpec {
    key: "double_blank",
    label: "0-0 counts",
    help: "What the double blank counts in a hand at the end: 0, or 10 so it is not free.",
    values: &["0", "10"],
};

/// [`DOUBLE_BLANK`]'s values, typed: what the double blank counts.
const DOUBLE_BLANKS: [u32; 2] = [0, 10];

static SPECS: [RuleSpec; 1] = [DOUBLE_BLANK];

typed_rules! {
    /// French house rules, typed.
    pub struct FrenchRules in Options::French {
        /// What the double blank counts in a hand at the end (0 or 10).
        double_blank: u32 = DOUBLE_BLANK / DOUBLE_BLANKS,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Four players, each for themself; double-six, seven tiles each. The lowest score wins.",
    points: &[
        "The first hand opens with 0-0. Later hands open with a double chosen by the last winner, who hands the opening on if they hold none.",
        "The opening double starts four arms. All four of its sides must be covered before any arm grows, and until a number's double is down, an arm showing that number takes only that double.",
        concat!(
            "You may always pass, but it costs ",
            penalty!(),
            " points if you could have played, and ",
            penalty!(),
            " on your third pass in a row. A board pass, a play after which none of the other three can play, costs each of them ",
            penalty!(),
            "; if one of them could have played but passed, only that player pays, for passing when able."
        ),
        "At the end of a hand everyone adds their count (the player who went out adds nothing). Holding any double doubles your score; going out with a double doubles everyone else's.",
        "When someone reaches 100, the lowest total wins the match.",
    ],
};

impl TypedRules for FrenchRules {}

impl FamilyRules for French {
    fn player_counts(&self) -> &'static [u8] {
        &[4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &[DominoSet::DOUBLE_SIX]
    }

    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn match_goal(&self, _v: &Variant) -> String {
        "Lowest total wins once someone reaches 100.".to_string()
    }

    fn pass_penalty(&self) -> Option<i32> {
        Some(PENALTY)
    }

    fn pass_warning(&self) -> Option<&'static str> {
        Some(PASS_WARNING)
    }

    fn count_scale(&self) -> Option<f64> {
        Some(20.0)
    }

    fn lowest_score_wins(&self) -> bool {
        true
    }

    fn held_double_doubles(&self) -> bool {
        true
    }

    fn first_double(&self, _v: &Variant) -> Tile {
        Tile::new(0, 0)
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        Mechanics {
            layout: LayoutKind::Arms,
            pass_always: true,
            pass_penalties: true,
            ..Mechanics::line(4, v.set(), 7)
        }
    }

    fn opening_pose(&self, v: &Variant, _hands: &[TileSet]) -> PoseRule {
        PoseRule::Tile(self.first_double(v))
    }

    fn settle(&self, v: &Variant, hand: &Hand, _ties: u32, notes: &mut Notes) -> HandResult {
        let mut r = blank_result(v, hand, notes);
        let double_blank = FrenchRules::of(v).double_blank;
        let count_of = |s: Seat| -> u32 {
            let held = hand.hand(s);
            let extra = if held.contains(Tile::new(0, 0)) {
                double_blank
            } else {
                0
            };
            hand.count(s) + extra
        };
        let mut counts = [0u32; MAX_PLAYERS];
        for s in Seat::all(4) {
            counts[s.index()] = count_of(s);
        }
        let (out_seat, out_on_double) = match r.end {
            HandEnding::Out { seat, tile, .. } => (Some(seat), tile.is_double()),
            HandEnding::Blocked => (None, false),
        };
        r.winner = match out_seat {
            Some(seat) => Some(Side::of_seat(seat)),
            None => {
                let low = counts.iter().take(4).min().copied().unwrap_or(0);
                let mut lowest = (0..4).filter(|&i| counts[i] == low);
                match (lowest.next(), lowest.next()) {
                    (Some(only), None) => Some(Side::new(only as u8)),
                    _ => None,
                }
            }
        };
        for s in Seat::all(4) {
            let i = s.index();
            let mut score = if out_seat == Some(s) {
                0
            } else {
                counts[i] as i32
            };
            let mut factor = 1;
            if !hand.hand(s).doubles().is_empty() {
                factor *= 2;
            }
            if out_on_double && out_seat != Some(s) {
                factor *= 2;
            }
            score *= factor;
            let kinds = hand.pass_penalties(s);
            let penalties = kinds.total() as i32 * PENALTY;
            r.points[i] = score + penalties;
            notes.add(|| {
                let mut why = format!("{}: count {}", s.name(4), counts[i]);
                if out_seat == Some(s) {
                    why = format!("{}: went out, 0", s.name(4));
                }
                if factor > 1 {
                    why.push_str(&format!(" x{factor}"));
                    if !hand.hand(s).doubles().is_empty() {
                        why.push_str(" (holds a double)");
                    }
                    if let (true, Some(out)) = (out_on_double, out_seat.filter(|&o| o != s)) {
                        why.push_str(&format!(" ({} went out on a double)", out.name(4)));
                    }
                }
                if penalties > 0 {
                    why.push_str(&format!(
                        " + {penalties} in penalties ({})",
                        penalty_words(kinds)
                    ));
                }
                // The sum only where there is one to make: "East: count 11.", but
                // "East: count 11 x2 (holds a double) = 22.".
                if factor > 1 || penalties > 0 {
                    format!("{why} = {}.", r.points[i])
                } else {
                    format!("{why}.")
                }
            });
        }
        if r.winner.is_none() {
            notes.add(|| "Blocked with the lowest count shared: a tied hand.".into());
        }
        r
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        for i in 0..4 {
            state.scores[i] += result.points[i];
        }
        state.next_pose = match result.winner {
            Some(side) => NextPose::Double(side.seat()),
            None => NextPose::Opening,
        };
        if state.scores.iter().take(4).all(|&s| s < LIMIT) {
            return;
        }
        let low = state.scores.iter().take(4).min().copied().unwrap_or(0);
        let mut lowest = (0..4).filter(|&i| state.scores[i] == low);
        if let (Some(only), None) = (lowest.next(), lowest.next()) {
            let winner = Side::new(only as u8);
            state.winner = Some(winner);
            notes.add(|| {
                format!(
                    "A player reached {LIMIT}: {} wins with the lowest score, {low}.",
                    v.side_name(winner)
                )
            });
        } else {
            notes.add(|| {
                "A player reached 100 but the lowest score is shared: one more hand.".into()
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penalty_kinds_are_named_with_their_numbers() {
        let p = PassPenalties {
            board_pass: 1,
            when_able: 3,
            three_in_a_row: 2,
        };
        assert_eq!(
            penalty_words(p),
            "board pass, passing when able x3, three passes in a row x2"
        );
        let p = PassPenalties {
            when_able: 1,
            ..PassPenalties::default()
        };
        assert_eq!(penalty_words(p), "passing when able");
    }
}
