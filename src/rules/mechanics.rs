//! How a family's hands are dealt and played, as data: the half of the seam between the
//! families and the hand engine that the engine reads.

use super::layout::{End, Layout, LayoutKind};
use super::moves::is_matador;
use super::seat::Direction;
use super::tile::{DominoSet, Tile, MAX_PIP, MAX_TILES};
use super::tileset::TileSet;

/// How tiles join an open end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Join {
    /// The touching numbers match.
    Match,
    /// The touching numbers add up to the target; tiles whose numbers add up to it (and
    /// 0-0) are wild (Matador).
    SumTo(u8),
}

/// For each Matador target (indexed by it), its wild tiles in every set
/// ([`Join::is_wild`]), so a hand's wild tiles are one intersection.
static WILD: [TileSet; 2 * MAX_PIP as usize + 1] = {
    let mut out = [TileSet::EMPTY; 2 * MAX_PIP as usize + 1];
    let mut target = 0;
    while target < out.len() {
        let join = Join::SumTo(target as u8);
        let mut i = 0;
        while i < MAX_TILES {
            let tile = Tile::from_index_unchecked(i);
            if join.is_wild(tile) {
                out[target] = out[target].with(tile);
            }
            i += 1;
        }
        target += 1;
    }
    out
};

impl Join {
    /// Every wild tile ([`Join::is_wild`]) of any set: none where numbers match.
    #[inline(always)]
    pub fn wild_tiles(self) -> TileSet {
        match self {
            Join::Match => TileSet::EMPTY,
            Join::SumTo(target) => WILD[target as usize],
        }
    }

    /// Every wild tile whose play leaves a choice of open number
    /// ([`Join::open_is_choice`]: the wild tiles but the doubles).
    #[inline]
    pub fn choice_tiles(self) -> TileSet {
        let wild = self.wild_tiles();
        wild - wild.doubles()
    }

    /// What the touching numbers add up to, where they add up (Matador); `None` where
    /// they match.
    pub const fn sum_to(self) -> Option<u8> {
        match self {
            Join::SumTo(t) => Some(t),
            Join::Match => None,
        }
    }

    /// Whether `tile` joins any end (a Matador wild tile).
    #[inline(always)]
    pub const fn is_wild(self, tile: Tile) -> bool {
        match self {
            Join::Match => false,
            Join::SumTo(target) => is_matador(tile, target),
        }
    }

    /// The number a play leaves open, in words: "leaving 3 open", and in Matador what
    /// then joins it, which is not plain to see: "leaving 3 open (needs 4)", or "(only a
    /// matador)" where no number makes the target.
    pub fn leaving(self, open: u8, top: u8) -> String {
        let needs = match (self, self.partner(open, top)) {
            (Join::Match, _) => String::new(),
            (_, Some(n)) => format!(" (needs {n})"),
            (_, None) => " (only a matador)".to_string(),
        };
        format!("leaving {open} open{needs}")
    }

    /// The number a tile that is not wild must show to join an end showing `n`, in a set
    /// whose top number is `top`; `None` when no such tile exists (a Matador blank, which
    /// only a wild tile joins). The one place the joining rule is written: the generator
    /// and the fast playouts both ask it.
    #[inline(always)]
    pub const fn partner(self, n: u8, top: u8) -> Option<u8> {
        match self {
            Join::Match => Some(n),
            Join::SumTo(target) => {
                if target >= n && target - n <= top {
                    Some(target - n)
                } else {
                    None
                }
            }
        }
    }

    /// Whether playing `tile` leaves a choice of open number: a wild tile that is not a
    /// double may leave either of its numbers open, so it is two moves.
    #[inline(always)]
    pub const fn open_is_choice(self, tile: Tile) -> bool {
        self.is_wild(tile) && !tile.is_double()
    }

    /// The number `tile` leaves open when it joins an end showing `n`; `second` picks the
    /// high number where [`Join::open_is_choice`] (the low one otherwise).
    #[inline(always)]
    pub const fn open_after(self, tile: Tile, n: u8, second: bool) -> u8 {
        match self {
            Join::Match => tile.other(n),
            Join::SumTo(target) => {
                if self.is_wild(tile) {
                    if second {
                        tile.high()
                    } else {
                        tile.low()
                    }
                } else if tile.low() + n == target {
                    tile.high()
                } else {
                    tile.low()
                }
            }
        }
    }
}

/// When a player takes tiles from the boneyard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawRule {
    /// Never: tiles not dealt stay out of play.
    Never,
    /// When no tile fits, one at a time until one fits or the boneyard is empty.
    WhenStuck,
    /// Whenever the player likes, even when a tile fits (Matador).
    Anytime,
}

/// How a family's hands are dealt and played: the data half of the seam.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mechanics {
    /// How many play.
    pub players: u8,
    /// The domino set.
    pub set: DominoSet,
    /// Tiles dealt to each player.
    pub hand_size: u8,
    /// The tiles in the game (the whole set, or without 0-0 for three players).
    pub in_play: TileSet,
    /// Whether and when players draw.
    pub draw: DrawRule,
    /// The layout's shape.
    pub layout: LayoutKind,
    /// How tiles join.
    pub join: Join,
    /// The direction of play.
    pub direction: Direction,
    /// Pass is always allowed, even when a tile fits (French, with a penalty).
    pub pass_always: bool,
    /// Redeal when no player holds a double (Block & Draw).
    pub needs_double: bool,
    /// Points for multiples of five during play (All Fives).
    pub fives: Fives,
    /// Passing costs: when able, three in a row, board passes (French).
    pub pass_penalties: bool,
}

/// Scoring for multiples of five during play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fives {
    /// No points during play.
    Off,
    /// A play whose open ends total a multiple of five scores it at once.
    Auto,
    /// The player must claim the points; a missed claim goes to the next player who
    /// calls muggins.
    Muggins,
}

impl Mechanics {
    /// Any mechanics, to be replaced (a variant is built before its family fills them in).
    pub(crate) fn placeholder() -> Mechanics {
        Mechanics::line(4, DominoSet::DOUBLE_SIX, 7)
    }

    /// The plain line game: match numbers, anti-clockwise, pass when stuck, no drawing.
    pub fn line(players: u8, set: DominoSet, hand_size: u8) -> Mechanics {
        Mechanics {
            players,
            set,
            hand_size,
            in_play: TileSet::prefix(set.len()),
            draw: DrawRule::Never,
            layout: LayoutKind::Line,
            join: Join::Match,
            direction: Direction::AntiClockwise,
            pass_always: false,
            needs_double: false,
            fives: Fives::Off,
            pass_penalties: false,
        }
    }

    /// The same without the double blank (three players, nine tiles each).
    pub fn without_double_blank(mut self) -> Mechanics {
        self.in_play.remove(Tile::new(0, 0));
        self
    }

    /// The open ends of `layout` that are *hard ends* ([`Layout::is_hard`]), or `None` in
    /// a game without them: they belong to the line games of matching numbers (two ends);
    /// a spinner, French's four arms and Matador's sums have none.
    pub fn hard_ends(&self, layout: &Layout) -> Option<Vec<End>> {
        (self.layout == LayoutKind::Line && self.join == Join::Match).then(|| {
            layout
                .open_ends()
                .filter(|&e| layout.is_hard(e, self.set))
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Join::wild_tiles`] holds exactly the tiles [`Join::is_wild`] says are wild, and
    /// [`Join::choice_tiles`] those [`Join::open_is_choice`] says leave a choice, for every
    /// target and every tile up to double-fifteen (Matador's targets among them).
    #[test]
    fn the_wild_tiles_are_those_that_are_wild() {
        let mut wild = 0;
        for target in 0..=2 * MAX_PIP {
            let join = Join::SumTo(target);
            for i in 0..MAX_TILES {
                let tile = Tile::from_index_unchecked(i);
                assert_eq!(
                    join.wild_tiles().contains(tile),
                    join.is_wild(tile),
                    "{target} {tile:?}"
                );
                assert_eq!(
                    join.choice_tiles().contains(tile),
                    join.open_is_choice(tile),
                    "{target} {tile:?}"
                );
                wild += usize::from(join.is_wild(tile));
            }
        }
        assert!(wild > 2 * MAX_PIP as usize);
        assert_eq!(Join::Match.wild_tiles(), TileSet::EMPTY);
        assert_eq!(Join::Match.choice_tiles(), TileSet::EMPTY);
    }
}
