//! The seats around the table, for the seats component: names, tile counts, badges and
//! each seat's last action.

use crate::rules::family::Fives;
use crate::rules::{DrawRule, Move, Seat, Side, Signal};
use crate::view::table::{SeatMark, TableState, YOU};

/// How a seat relates to you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// Your own seat.
    You,
    /// Your partner.
    Partner,
    /// Someone playing against you.
    Opponent,
}

/// A seat as you see it: name, side, how many tiles, what it last did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Its compass name ("East").
    pub name: &'static str,
    /// Partner, opponent or you.
    pub relation: Relation,
    /// The side it scores for (its team colour).
    pub side: Side,
    /// The side's name ("East-West", or the seat's own name).
    pub side_name: &'static str,
    /// How many tiles it holds.
    pub tiles: usize,
    /// Whether it is this seat's move.
    pub to_move: bool,
    /// What it did on its last turn.
    pub mark: SeatMark,
    /// Its latest signal this hand, with the number it was about.
    pub signal: Option<(Signal, u8)>,
    /// Whether signals may go with plays in this match (Haitian partners): a seat keeps
    /// room for a signal badge all match long, so that the first one moves nothing.
    pub signals: bool,
    /// The computer level playing the seat (none for you).
    pub level: Option<&'static str>,
    /// Points scored during play this hand (All Fives), where the game has them.
    pub points: Option<u32>,
    /// What its last play scored, while that play is the last action shown (not on its
    /// turn) and it scored.
    pub scored: Option<u32>,
}

impl SeatView {
    /// The seat in words: "East, opponent, 7 tiles, to play".
    pub fn label(&self) -> String {
        let who = match self.relation {
            Relation::You => "you",
            Relation::Partner => "partner",
            Relation::Opponent => "opponent",
        };
        let plural = if self.tiles == 1 { "" } else { "s" };
        let mut text = format!("{}, {who}, {} tile{plural}", self.name, self.tiles);
        if self.to_move {
            text.push_str(", to play");
        }
        if let Some(mark) = self.mark_text() {
            text.push_str(&format!(", {}", mark.to_ascii_lowercase()));
        }
        if let Some((signal, n)) = self.signal {
            text.push_str(&format!(", signalled {}", signal_short(signal, n)));
        }
        if let Some(points) = self.points.filter(|&p| p > 0) {
            text.push_str(&format!(", {points} points this hand"));
        }
        text
    }

    /// The mark shown at the seat: "Pass", "Drew 2".
    pub fn mark_text(&self) -> Option<String> {
        match self.mark {
            SeatMark::Nothing | SeatMark::Played(..) => None,
            SeatMark::Passed => Some("Pass".to_string()),
            SeatMark::PassPenalty => Some("Pass, +10 penalty".to_string()),
            SeatMark::Drew(n) => Some(format!("Drew {n}")),
        }
    }

    /// The seat's last action in a few words, shown until its next turn: "passed",
    /// "drew 2", "passed +10" (a penalty, as the Pass button says it), "played 6-2".
    pub fn last_action(&self) -> Option<String> {
        match self.mark {
            SeatMark::Nothing => None,
            SeatMark::Passed => Some("passed".to_string()),
            SeatMark::PassPenalty => Some("passed +10".to_string()),
            SeatMark::Drew(n) => Some(format!("drew {n}")),
            SeatMark::Played(t, _) => Some(format!("played {t}")),
        }
    }
}

/// A signal in a few words, as your own signal choice puts it ("I have 2+ more"), short
/// enough for a phone's narrow seat: "2+ more 4s", "1 more 4", "no more 4s".
pub fn signal_short(signal: Signal, n: u8) -> String {
    match signal {
        Signal::Strong => format!("2+ more {n}s"),
        Signal::Some => format!("1 more {n}"),
        Signal::None => format!("no more {n}s"),
    }
}

impl TableState {
    /// Every seat, yours first, then in playing order.
    pub fn seats(&self) -> Vec<SeatView> {
        let variant = self.game().variant();
        let hand = self.game().hand();
        let players = variant.players();
        let over = self.game().hand_finished();
        Seat::all(players)
            .map(|seat| {
                let side = variant.side_of(seat);
                let relation = if seat == YOU {
                    Relation::You
                } else if side == variant.side_of(YOU) {
                    Relation::Partner
                } else {
                    Relation::Opponent
                };
                let signal = self.shown_signal(seat);
                SeatView {
                    seat,
                    name: seat.name(players),
                    relation,
                    side,
                    side_name: variant.side_name(side),
                    tiles: hand.hand(seat).len(),
                    to_move: !over && hand.turn() == seat,
                    mark: self.mark(seat),
                    signal,
                    signals: self.game().signals_allowed(),
                    level: (seat != YOU).then(|| self.level(seat).name()),
                    points: (hand.mechanics().fives != Fives::Off).then(|| hand.earned(seat)),
                    // Shown with the last action, which "To play" replaces.
                    scored: match self.mark(seat) {
                        SeatMark::Played(_, p) if p > 0 && (over || hand.turn() != seat) => Some(p),
                        _ => None,
                    },
                }
            })
            .collect()
    }

    /// `seat`'s last signal, as its badge shows it: spent as that seat plays tiles of the
    /// number it spoke of ("1 more 4" after that 4 is down would say what is no longer
    /// so; "2+ more" after one of them says 1 more at least).
    fn shown_signal(&self, seat: Seat) -> Option<(Signal, u8)> {
        let s = self
            .game()
            .signals()
            .iter()
            .rev()
            .find(|s| s.seat == seat)?;
        let played = self
            .game()
            .history()
            .skip(s.move_index + 1)
            .filter(|&(by, mv)| {
                by == seat && matches!(mv, Move::Play { tile, .. } if tile.has(s.number))
            })
            .count();
        match (s.signal, played) {
            (signal, 0) => Some((signal, s.number)),
            (Signal::Strong, 1) => Some((Signal::Some, s.number)),
            _ => None,
        }
    }

    /// Tiles left to draw, in games with a boneyard: `None` where there is never
    /// anything to draw, the deal included (Matador with four players takes every tile).
    pub fn boneyard(&self) -> Option<usize> {
        let hand = self.game().hand();
        let left = hand.boneyard_len();
        let drawn = self.tiles_drawn();
        let dealt_one = left + drawn > 0;
        (hand.mechanics().draw != DrawRule::Never && dealt_one).then_some(left)
    }
}
