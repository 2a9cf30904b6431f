//! The hand-end summary, for the hand-end dialog: who won, the points, every hand face
//! up.

use crate::rules::{HandEnding, Seat, Side, Tile};
use crate::view::table::{TableState, YOU};

/// A hand shown face up when the hand is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevealedHand {
    /// The seat's name.
    pub name: &'static str,
    /// Its tiles left.
    pub tiles: Vec<Tile>,
    /// Its count (pips left).
    pub count: u32,
    /// Whether it went out.
    pub went_out: bool,
}

/// The hand-end summary: all hands, why the hand ended, how it was scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEnd {
    /// The hand's number.
    pub hand: usize,
    /// Who won the hand, in a few words.
    pub headline: String,
    /// Whether your side won the hand (`Some(false)`: lost; `None`: a tie).
    pub won: Option<bool>,
    /// Every seat's tiles left.
    pub hands: Vec<RevealedHand>,
    /// Why the hand ended and how each point was scored.
    pub notes: Vec<String>,
    /// What the hand did to the match (resets, games, the match end).
    pub match_notes: Vec<String>,
    /// Each side's match score now ("North-South 0, East-West 1").
    pub score: String,
    /// The line under the score: while the match is on, what wins it ("First to
    /// 100."; on an upright phone nothing else on the table says it, a playtest after a
    /// Chiva reset to 0-0); at its end, the help it was played with ("With help: 2
    /// hints", not among how the hand was scored: a playtest), or nothing.
    pub under_score: String,
    /// Who won the match, once it is over.
    pub match_over: Option<String>,
    /// You looked at the table as the hand ended and came back: the summary shows at
    /// once (the first time it waits for the last tile to land, see the style sheet).
    pub looked: bool,
}

impl TableState {
    /// The summary shown when the hand is over.
    pub fn hand_end(&self) -> Option<HandEnd> {
        if !self.game().hand_finished() {
            return None;
        }
        let variant = self.game().variant();
        let players = variant.players();
        let result = self.game().results().last()?;
        let state = self.game().state();
        let you = variant.side_of(YOU);
        let team = variant.partnership();
        let headline = match result.winner {
            Some(side) if side == you && team => {
                format!("{} (your team) wins the hand", variant.side_name(side))
            }
            Some(side) if side == you => "You win the hand".to_string(),
            Some(side) => format!("{} wins the hand", variant.side_name(side)),
            None => "A tied hand".to_string(),
        };
        // Where a hand's points and who won it part ways (All Fives: fives scored during
        // play), the headline says who scored the most (a playtest read "North wins the
        // hand." over a hand it had scored 70 to North's 25).
        let points = |side: Side| result.points[side.index()];
        let top = Side::all(variant.sides()).max_by_key(|&side| points(side));
        // Not in French, where a hand's points are penalties: the most is the worst (a
        // playtest read "East wins the hand, but West scored the most (9 to 0)").
        let headline = match (result.winner, top) {
            (Some(w), Some(top))
                if points(top) > points(w) && !variant.family_rules().lowest_score_wins() =>
            {
                let who = match top == you {
                    true if team => "your team",
                    true => "you",
                    false => variant.side_name(top),
                };
                let (a, b) = (points(top), points(w));
                format!("{headline}, but {who} scored the most ({a} to {b})")
            }
            _ => headline,
        };
        let out = match result.end {
            HandEnding::Out { seat, .. } => Some(seat),
            HandEnding::Blocked => None,
        };
        let hand = self.game().hand();
        let hands = Seat::all(players)
            .map(|s| {
                let mut tiles: Vec<Tile> = hand.hand(s).into_iter().collect();
                crate::view::sort_by_key(&mut tiles, |t| (t.low(), t.high()));
                RevealedHand {
                    name: s.name(players),
                    tiles,
                    count: result.counts[s.index()],
                    went_out: out == Some(s),
                }
            })
            .collect();
        let match_over = self.game().winner().map(|side| {
            if side == you && team {
                format!("{} (your team) wins the match!", variant.side_name(side))
            } else if side == you {
                "You win the match!".to_string()
            } else if variant.sides() > 2 {
                // Between three or four individuals, where you finished too (a playtest
                // looked for it): by the scores, highest first or lowest (French).
                let lowest = variant.family_rules().lowest_score_wins();
                let mine = state.scores[you.index()];
                let ahead = Side::all(variant.sides())
                    .filter(|&s| s != you)
                    .filter(|&s| {
                        let theirs = state.scores[s.index()];
                        s == side || if lowest { theirs < mine } else { theirs > mine }
                    })
                    .count();
                let place = match ahead {
                    0 | 1 => "2nd",
                    2 => "3rd",
                    _ => "4th",
                };
                format!(
                    "{} wins the match. You finish {place} of {}.",
                    variant.side_name(side),
                    variant.sides()
                )
            } else {
                format!("{} wins the match.", variant.side_name(side))
            }
        });
        // The headline says who won: a note that says only that is not said again.
        let mut notes = result.notes.clone();
        let winner = result.winner.map(|side| variant.side_name(side));
        notes.retain(|n| {
            n.strip_suffix(" wins the hand.")
                .is_none_or(|w| Some(w) != winner)
        });
        // As the engine's notes say it, so that a note ending with it is found.
        let score = crate::rules::family::score_line(variant, &state.scores);
        Some(HandEnd {
            hand: self.hand_number(),
            headline,
            won: result.winner.map(|side| side == you),
            hands,
            notes,
            match_notes: state
                .notes
                .iter()
                .map(|n| {
                    // The score is the summary's own line: a note that ends with it
                    // ("East-West adds 1: North-South 0, East-West 1.") stops before it.
                    let cut = n
                        .strip_suffix('.')
                        .and_then(|m| m.strip_suffix(score.as_str()));
                    match cut.and_then(|m| m.strip_suffix(": ")) {
                        Some(m) => [m, "."].concat(),
                        None => n.clone(),
                    }
                })
                .collect(),
            score,
            under_score: if self.game().is_over() {
                self.help_note().unwrap_or_default()
            } else {
                variant.match_goal()
            },
            match_over,
            looked: self.looked(),
        })
    }
}
