//! Seats around the table, their names, teams and the direction of play.
//!
//! Seats are numbered 0.. in anti-clockwise order starting with South (the person at the
//! bottom of the screen). With four players South and North are partners, as are East and
//! West.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, 0-based in anti-clockwise order from South.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Seat(pub u8);

/// The most players any family seats.
pub const MAX_PLAYERS: usize = 4;

impl Seat {
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

    /// All seats of a table of `players`.
    pub fn all(players: u8) -> impl Iterator<Item = Seat> {
        (0..players).map(Seat)
    }
}

/// One of the two partnerships of a four-player team game: 0 is South and North, 1 is
/// East and West.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Team(pub u8);

impl Team {
    /// The team's index (0 or 1).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other team.
    pub const fn other(self) -> Team {
        Team(1 - self.0)
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
                if seat.0 + 1 >= players {
                    Seat(0)
                } else {
                    Seat(seat.0 + 1)
                }
            }
            Direction::Clockwise => {
                if seat.0 == 0 {
                    Seat(players - 1)
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
    fn directions() {
        assert_eq!(Direction::AntiClockwise.next(Seat(3), 4), Seat(0));
        assert_eq!(Direction::Clockwise.next(Seat(0), 4), Seat(3));
        assert_eq!(Direction::Clockwise.next(Seat(0), 3), Seat(2));
    }
}

/// A scoring side: a team index in partnership games, a seat index otherwise.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Side(pub u8);

impl Side {
    /// The side's index into score arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}
