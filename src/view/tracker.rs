//! The tile tracker (issue 13, item 3): what a careful player at your seat has counted.
//! For each number, how many of its tiles are on the table, in your hand and unseen; for
//! each other player, the numbers their passes and draws showed they lack and, in games
//! with a boneyard, how many tiles they drew; and the hard ends.
//!
//! It is worked out from a [`View`] alone, through the same [`Knowledge`] the computer
//! players reason with, so it can hold nothing a person at your seat could not know.

use crate::ai::knowledge::Knowledge;
use crate::ai::View;
use crate::rules::{DrawRule, Move, Seat, TileSet};
use crate::view::table::{TableState, YOU};

/// One number's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberCount {
    /// The number.
    pub n: u8,
    /// Its tiles on the table.
    pub out: u8,
    /// Its tiles in your hand.
    pub yours: u8,
    /// Its tiles you cannot see: in other hands, the boneyard or out of play.
    pub unseen: u8,
}

/// What the table has shown about one other player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatFacts {
    /// The player.
    pub seat: Seat,
    /// Numbers still unseen that they surely hold none of: they passed or drew when
    /// every tile of the number still unseen would have fitted, and have drawn nothing
    /// since. (A number with no tile left unseen is in nobody's hand: its line in the
    /// numbers says so.)
    pub lacks: Vec<u8>,
    /// Tiles they drew this hand, in games where players draw.
    pub drew: Option<u8>,
}

/// Everything the tracker panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tracker {
    /// One row per number of the set, lowest first.
    pub numbers: Vec<NumberCount>,
    /// The other players, in seat order.
    pub seats: Vec<SeatFacts>,
    /// The numbers at hard ends (one tile of them is left to play there); `None` in games
    /// without hard ends (a spinner's arms, or Matador's ends that add up to seven).
    pub hard_ends: Option<Vec<u8>>,
}

impl Tracker {
    /// The tracker of `view`'s seat.
    pub fn of(view: &View) -> Tracker {
        let k = Knowledge::new(view);
        let top = k.mech.set.top();
        let count = |set: TileSet, n: u8| (set & TileSet::with_number(n)).len() as u8;
        let on_table = view.layout.played();
        let numbers = (0..=top)
            .map(|n| NumberCount {
                n,
                out: count(on_table, n),
                yours: count(k.hand, n),
                unseen: k.outstanding(n) as u8,
            })
            .collect();
        // Only where a boneyard was dealt (four players of seven draw nothing).
        let draws =
            k.mech.draw != DrawRule::Never && crate::ai::knowledge::undealt_at_start(&k.mech) > 0;
        let seats = k
            .others()
            .map(|seat| SeatFacts {
                seat,
                lacks: (0..=top)
                    .filter(|&n| {
                        let left = k.unknown & TileSet::with_number(n);
                        !left.is_empty() && (left - k.lacks[seat.index()]).is_empty()
                    })
                    .collect(),
                drew: draws.then(|| {
                    view.history
                        .iter()
                        .filter(|&&(s, mv)| s == seat && mv == Move::Draw)
                        .count() as u8
                }),
            })
            .collect();
        let hard_ends = k.mech.hard_ends(&view.layout).map(|ends| {
            ends.into_iter()
                .map(|e| view.layout.end_number(e))
                .collect()
        });
        Tracker {
            numbers,
            seats,
            hard_ends,
        }
    }
}

impl SeatFacts {
    /// The facts in words: "East: no 3, no 5; drew 2".
    pub fn words(&self, players: u8) -> String {
        let mut text = format!("{}: ", self.seat.name(players));
        if self.lacks.is_empty() {
            text.push_str("no number ruled out");
        }
        for (i, n) in self.lacks.iter().enumerate() {
            text.push_str(if i == 0 { "no " } else { ", no " });
            text.push_str(&n.to_string());
        }
        if let Some(d) = self.drew {
            text.push_str(&format!("; drew {d}"));
        }
        text
    }
}

impl Tracker {
    /// The tracker in words, as the panel shows it: one line per number ("3: 2 played,
    /// 1 yours, 4 unseen"), then one per other player, then the hard ends.
    pub fn lines(&self, players: u8) -> TrackerLines {
        TrackerLines {
            numbers: self
                .numbers
                .iter()
                .map(|c| {
                    format!(
                        "{}: {} played, {} yours, {} unseen",
                        c.n, c.out, c.yours, c.unseen
                    )
                })
                .collect(),
            seats: self.seats.iter().map(|f| f.words(players)).collect(),
            hard_ends: self.hard_ends.as_deref().map(|ends| match ends {
                [] => "Hard ends: none".to_string(),
                ends => {
                    let ends: Vec<String> = ends.iter().map(u8::to_string).collect();
                    format!("Hard ends: {}", ends.join(", "))
                }
            }),
        }
    }
}

/// The tracker as the panel shows it (see [`Tracker::lines`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrackerLines {
    /// One line per number of the set.
    pub numbers: Vec<String>,
    /// One line per other player.
    pub seats: Vec<String>,
    /// The hard ends, in games that have them.
    pub hard_ends: Option<String>,
}

impl TableState {
    /// The tile tracker of your seat, in words.
    pub fn tracker(&self) -> TrackerLines {
        Tracker::of(&View::of(self.game(), YOU)).lines(self.game().variant().players())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::sample::deal_hidden;
    use crate::rules::{Deal, Family, Match};

    /// Over random hands of every family: the counts add up to the set, agree with the
    /// knowledge model, and every void and draw count holds for the real hands.
    #[test]
    fn tracker_facts_match_the_knowledge_model_and_the_real_hands() {
        let mut voids = 0;
        let mut draws = 0;
        let mut hard = 0;
        crate::ai::walk_positions(12, |m, view, _rng, (family, _players, _seed)| {
            let t = Tracker::of(view);
            let k = Knowledge::new(view);
            let mech = k.mech;
            assert_eq!(t.numbers.len(), mech.set.top() as usize + 1);
            for c in &t.numbers {
                let all = (mech.in_play & TileSet::with_number(c.n)).len() as u8;
                assert_eq!(c.out + c.yours + c.unseen, all, "{family:?} {c:?}");
                assert_eq!(c.unseen as usize, k.outstanding(c.n), "{family:?}");
                let real_hidden = Seat::all(mech.players)
                    .filter(|&s| s != view.seat)
                    .map(|s| m.hand().hand(s))
                    .fold(TileSet::EMPTY, |a, b| a | b);
                assert!((real_hidden & TileSet::with_number(c.n)).len() <= c.unseen as usize);
            }
            let others: Vec<Seat> = k.others().collect();
            assert_eq!(t.seats.iter().map(|f| f.seat).collect::<Vec<_>>(), others);
            for f in &t.seats {
                let real = m.hand().hand(f.seat);
                for &n in &f.lacks {
                    assert!(
                        (real & TileSet::with_number(n)).is_empty(),
                        "{family:?}: {:?} holds a {n}",
                        f.seat
                    );
                    // Known from a pass or a draw, not from the tiles' count alone.
                    assert!(!(k.lacks[f.seat.index()] & TileSet::with_number(n)).is_empty());
                    voids += 1;
                }
                let drawn = m
                    .history()
                    .filter(|&(s, mv)| s == f.seat && mv == Move::Draw)
                    .count() as u8;
                let boneyard = crate::ai::knowledge::undealt_at_start(&mech) > 0;
                match mech.draw {
                    DrawRule::Never => assert_eq!(f.drew, None),
                    _ if !boneyard => assert_eq!(f.drew, None, "{family:?}: no boneyard"),
                    _ => {
                        assert_eq!(f.drew, Some(drawn));
                        draws += drawn as usize;
                    }
                }
            }
            // The line games of matching numbers; not All Fives' spinner, French's arms
            // or Matador's sums.
            let line = matches!(
                family,
                Family::Jamaican
                    | Family::CutThroat
                    | Family::Haitian
                    | Family::Chiva
                    | Family::Partnership
                    | Family::BlockDraw
            );
            assert_eq!(t.hard_ends.is_some(), line, "{family:?}: hard ends");
            for &n in t.hard_ends.iter().flatten() {
                let left = (mech.in_play & TileSet::with_number(n)) - view.layout.played();
                assert_eq!(
                    left.len(),
                    1,
                    "{family:?}: a hard end on {n} has one tile left"
                );
                hard += 1;
            }
        });
        assert!(
            voids > 500 && draws > 100 && hard > 50,
            "{voids} {draws} {hard}"
        );
    }

    /// Deals that differ only in tiles you cannot see give the same tracker: the hidden
    /// hands are dealt anew (consistently with everything public), the hand is replayed
    /// with the same moves, and the tracker does not change.
    #[test]
    fn deals_differing_only_in_hidden_tiles_give_the_same_tracker() {
        let mut compared = 0;
        let mut differed = 0;
        crate::ai::walk_positions(8, |m, view, rng, (family, _players, seed)| {
            let k = Knowledge::new(view);
            if k.mech.draw != DrawRule::Never || m.moves().is_empty() {
                return;
            }
            let hidden = deal_hidden(&k, rng);
            let mut hands = hidden.hands;
            for s in Seat::all(k.mech.players) {
                hands[s.index()] = if s == view.seat {
                    view.hand
                } else {
                    hands[s.index()]
                } | k.played_by[s.index()];
            }
            let boneyard = hidden.rest.iter().collect();
            let mut other = Match::with_deal(m.variant().clone(), seed, &Deal { hands, boneyard });
            if m.history().any(|(_, mv)| other.play(mv).is_err()) {
                return; // this guess cannot replay the hand (who poses first moved)
            }
            let theirs = View::of(&other, view.seat);
            assert_eq!(Tracker::of(&theirs), Tracker::of(view), "{family:?}");
            compared += 1;
            if k.others().any(|s| other.hand().hand(s) != m.hand().hand(s)) {
                differed += 1;
            }
        });
        assert!(
            compared > 1000 && differed * 2 > compared,
            "{compared} {differed}"
        );
    }
}

#[cfg(test)]
mod words {
    use super::*;

    #[test]
    fn seat_facts_read_as_a_player_says_them() {
        let f = SeatFacts {
            seat: Seat::new(1),
            lacks: vec![3, 5],
            drew: Some(2),
        };
        assert_eq!(f.words(4), "East: no 3, no 5; drew 2");
        let none = SeatFacts {
            seat: Seat::new(1),
            lacks: vec![],
            drew: None,
        };
        assert_eq!(none.words(2), "North: no number ruled out");
        let t = Tracker {
            numbers: vec![NumberCount {
                n: 3,
                out: 2,
                yours: 1,
                unseen: 4,
            }],
            seats: vec![f],
            hard_ends: Some(vec![4, 6]),
        };
        let lines = t.lines(4);
        assert_eq!(lines.numbers, ["3: 2 played, 1 yours, 4 unseen"]);
        assert_eq!(lines.seats, ["East: no 3, no 5; drew 2"]);
        assert_eq!(lines.hard_ends.as_deref(), Some("Hard ends: 4, 6"));
        let none = Tracker {
            hard_ends: Some(vec![]),
            ..t.clone()
        };
        assert_eq!(none.lines(4).hard_ends.as_deref(), Some("Hard ends: none"));
        // Matador's ends add up to seven and All Fives has a spinner: no line at all.
        let without = Tracker {
            hard_ends: None,
            ..t
        };
        assert_eq!(without.lines(4).hard_ends, None);
    }
}
