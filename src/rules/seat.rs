//! Seats around the table, their names, teams and the direction of play.
//!
//! Seats are numbered 0.. in anti-clockwise order starting with South (the person at the
//! bottom of the screen). With four players South and North are partners, as are East and
//! West.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, 0-based in anti-clockwise order from South. Always below
/// [`MAX_PLAYERS`]: made by [`Seat::new`] (which refuses more), [`Seat::get`],
/// [`Seat::all`] or [`Direction::next`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Seat(u8);

/// The most players any family seats.
pub const MAX_PLAYERS: usize = 4;

impl Seat {
    /// Seat `i`; panics unless `i` is below [`MAX_PLAYERS`] (for seats the code names;
    /// a number read from input goes through [`Seat::get`]).
    #[inline(always)]
    pub const fn new(i: u8) -> Seat {
        assert!((i as usize) < MAX_PLAYERS, "no such seat");
        Seat(i)
    }

    /// Seat `i` of a table of `players`, or `None` when there is no such seat.
    pub fn get(i: usize, players: u8) -> Option<Seat> {
        (i < usize::from(players) && i < MAX_PLAYERS).then_some(Seat(i as u8))
    }

    /// The seat's index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's compass name for a table of `players` (South is always seat 0).
    pub const fn name(self, players: u8) -> &'static str {
        match (players, self.0) {
            (2, 1) => "North",
            (3, 1) => "East",
            (3, 2) => "West",
            (_, 0) => "South",
            (_, 1) => "East",
            (_, 2) => "North",
            _ => "West",
        }
    }

    /// Finds a seat by its compass name (any case) at a table of `players`.
    pub fn from_name(name: &str, players: u8) -> Option<Seat> {
        (0..players)
            .map(Seat)
            .find(|s| s.name(players).eq_ignore_ascii_case(name.trim()))
    }

    /// The partnership this seat belongs to when four play in teams.
    pub const fn team(self) -> Team {
        Team(self.0 % 2)
    }

    /// All seats of a table of `players` (at most [`MAX_PLAYERS`]).
    pub fn all(players: u8) -> impl Iterator<Item = Seat> {
        (0..players.min(MAX_PLAYERS as u8)).map(Seat)
    }

    /// The scoring side this seat plays for: its team in a partnership game, itself
    /// otherwise.
    pub const fn side(self, partnership: bool) -> Side {
        if partnership {
            self.team().side()
        } else {
            Side(self.0)
        }
    }
}

/// One of the two partnerships of a four-player team game: 0 is South and North, 1 is
/// East and West. Always 0 or 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Team(u8);

impl Team {
    /// South and North.
    pub const NORTH_SOUTH: Team = Team(0);
    /// East and West.
    pub const EAST_WEST: Team = Team(1);
    /// Both teams, North-South first.
    pub const ALL: [Team; 2] = [Team(0), Team(1)];

    /// The team as a scoring side.
    pub const fn side(self) -> Side {
        Side(self.0)
    }

    /// The team's index (0 or 1).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other team.
    pub const fn other(self) -> Team {
        Team(1 - self.0)
    }

    /// Team `i` (0 or 1); panics for another number.
    pub const fn new(i: u8) -> Team {
        assert!(i < 2, "no such team");
        Team(i)
    }

    /// The two seats of the team.
    pub const fn seats(self) -> [Seat; 2] {
        [Seat(self.0), Seat(self.0 + 2)]
    }

    /// A display name such as "North-South".
    pub const fn name(self) -> &'static str {
        if self.0 == 0 {
            "North-South"
        } else {
            "East-West"
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The direction play moves around the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// South, East, North, West (the Caribbean games).
    AntiClockwise,
    /// South, West, North, East (Block & Draw).
    Clockwise,
}

impl Direction {
    /// The seat that plays after `seat` at a table of `players`.
    #[inline]
    pub const fn next(self, seat: Seat, players: u8) -> Seat {
        // Comparisons rather than `%`: this runs on every move.
        match self {
            Direction::AntiClockwise => {
                if seat.0 + 1 >= players || seat.0 as usize + 1 >= MAX_PLAYERS {
                    Seat(0)
                } else {
                    Seat(seat.0 + 1)
                }
            }
            Direction::Clockwise => {
                if seat.0 == 0 {
                    Seat::new(players - 1)
                } else {
                    Seat(seat.0 - 1)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_teams() {
        assert_eq!(Seat(0).name(4), "South");
        assert_eq!(Seat(1).name(4), "East");
        assert_eq!(Seat(2).name(4), "North");
        assert_eq!(Seat(3).name(4), "West");
        assert_eq!(Seat(1).name(2), "North");
        assert_eq!(Seat(2).name(3), "West");
        assert_eq!(Seat::from_name("north", 4), Some(Seat(2)));
        assert_eq!(Seat::from_name("West", 2), None);
        assert_eq!(Seat(2).team(), Team(0));
        assert_eq!(Team(1).seats(), [Seat(1), Seat(3)]);
    }

    #[test]
    fn no_seat_team_side_or_end_out_of_range_can_be_made() {
        assert_eq!(Seat::get(3, 4), Some(Seat::new(3)));
        assert_eq!(Seat::get(3, 3), None, "no fourth seat at a table of three");
        assert_eq!(Seat::get(4, 9), None, "no fifth seat at any table");
        assert_eq!(Seat::all(9).count(), MAX_PLAYERS);
        assert_eq!(Side::get(4), None);
        assert_eq!(
            Side::all(2).collect::<Vec<_>>(),
            [Side::new(0), Side::new(1)]
        );
        assert_eq!(crate::rules::End::get(4), None);
        assert_eq!(crate::rules::End::get(2), Some(crate::rules::End::NORTH));
        // Read back from JSON, a side past the table is refused rather than kept.
        assert_eq!(serde_json::from_str::<Side>("3").unwrap(), Side::new(3));
        assert!(serde_json::from_str::<Side>("4").is_err());
        assert!(std::panic::catch_unwind(|| Seat::new(4)).is_err());
        assert!(std::panic::catch_unwind(|| Team::new(2)).is_err());
        assert!(std::panic::catch_unwind(|| Side::new(4)).is_err());
        assert!(std::panic::catch_unwind(|| crate::rules::End::new(4)).is_err());
        assert!(std::panic::catch_unwind(|| Side::new(2).team()).is_err());
        // Next seat stays at the table even when asked for a larger one.
        assert_eq!(Direction::AntiClockwise.next(Seat::new(3), 9), Seat::new(0));
        assert_eq!(Seat::new(2).side(true), Team::NORTH_SOUTH.side());
        assert_eq!(Seat::new(2).side(false), Side::new(2));
    }

    #[test]
    fn directions() {
        assert_eq!(Direction::AntiClockwise.next(Seat(3), 4), Seat(0));
        assert_eq!(Direction::Clockwise.next(Seat(0), 4), Seat(3));
        assert_eq!(Direction::Clockwise.next(Seat(0), 3), Seat(2));
    }
}

/// A scoring side: a team index in partnership games, a seat index otherwise. Always
/// below [`MAX_PLAYERS`] (read back from JSON, a larger number is refused).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize)]
pub struct Side(u8);

impl<'de> Deserialize<'de> for Side {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let i = u8::deserialize(deserializer)?;
        Side::get(usize::from(i)).ok_or_else(|| serde::de::Error::custom("no such side"))
    }
}

impl Side {
    /// Side `i`; panics unless `i` is below [`MAX_PLAYERS`] (a number read from input
    /// goes through [`Side::get`]).
    #[inline(always)]
    pub const fn new(i: u8) -> Side {
        assert!((i as usize) < MAX_PLAYERS, "no such side");
        Side(i)
    }

    /// Side `i`, or `None` past [`MAX_PLAYERS`].
    pub fn get(i: usize) -> Option<Side> {
        (i < MAX_PLAYERS).then_some(Side(i as u8))
    }

    /// The sides of a game with `sides` of them.
    pub fn all(sides: u8) -> impl Iterator<Item = Side> {
        (0..sides.min(MAX_PLAYERS as u8)).map(Side)
    }

    /// The side of `seat` in an each-for-themself game.
    pub const fn of_seat(seat: Seat) -> Side {
        Side(seat.0)
    }

    /// The seat of an each-for-themself game this side stands for.
    pub const fn seat(self) -> Seat {
        Seat(self.0)
    }

    /// The team of a partnership game this side stands for; panics for a side past the
    /// two teams.
    pub const fn team(self) -> Team {
        assert!(self.0 < 2, "no such team");
        Team(self.0)
    }

    /// The side's index into score arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}
