//! Dealing: the canonical order of a set, the seeded shuffle, explicit deals and their
//! checks.

use super::*;

/// The tiles of a deal: each hand, and the boneyard in draw order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deal {
    /// Each seat's tiles.
    pub hands: [TileSet; MAX_PLAYERS],
    /// The undealt tiles, in the order they would be drawn.
    pub boneyard: ArrayVec<Tile, MAX_TILES>,
}

/// Why an explicit deal does not fit the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The deal has a different number of hands than players.
    HandCount {
        /// Players at the table.
        expected: u8,
        /// Hands given.
        got: usize,
    },
    /// A hand has the wrong number of tiles.
    HandSize {
        /// The seat.
        seat: Seat,
        /// Tiles each player is dealt.
        expected: u8,
        /// Tiles given.
        got: usize,
    },
    /// A tile appears twice.
    Duplicate(Tile),
    /// A tile is not in the game (above the set, or 0-0 when it is removed).
    NotInGame(Tile),
    /// The hands and boneyard leave tiles of the game unaccounted for.
    Missing(usize),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::HandCount { expected, got } => {
                write!(f, "the deal has {got} hands but {expected} play")
            }
            DealError::HandSize {
                seat,
                expected,
                got,
            } => write!(
                f,
                "hand {} has {got} tiles but each player is dealt {expected}",
                seat.index() + 1
            ),
            DealError::Duplicate(t) => write!(f, "tile {t} is dealt twice"),
            DealError::NotInGame(t) => write!(f, "tile {t} is not in this game's set"),
            DealError::Missing(n) => write!(f, "{n} tiles of the set are missing from the deal"),
        }
    }
}

impl std::error::Error for DealError {}

/// Every tile in canonical order: the tiles in play when the whole set is.
pub(super) static CANONICAL: [Tile; MAX_TILES] = {
    let mut out = [Tile::new(0, 0); MAX_TILES];
    let mut i = 0;
    while i < MAX_TILES {
        out[i] = Tile::from_index_unchecked(i);
        i += 1;
    }
    out
};

/// Shuffles the tiles in play into `tiles` and deals them: returns each seat's hand;
/// `tiles[dealt..in_play]` is then the boneyard in draw order. `in_play` is how many tiles
/// are in play and `whole_set` whether they are the whole set (worked out once per game).
/// [`Deal::shuffled`] and the in-place deal of a match ([`Hand::deal_shuffled`]) share it,
/// so a seed deals the same tiles either way.
#[inline]
pub(super) fn shuffle_and_deal(
    mech: &Mechanics,
    rng: &mut Rng,
    tiles: &mut [Tile; MAX_TILES],
    in_play: usize,
    whole_set: bool,
) -> [TileSet; MAX_PLAYERS] {
    if whole_set {
        // Its tiles are the first of the canonical order.
        tiles[..in_play].copy_from_slice(&CANONICAL[..in_play]);
    } else {
        let mut len = 0;
        mech.in_play.for_each(|t| {
            tiles[len] = t;
            len += 1;
        });
    }
    let tiles = &mut tiles[..in_play];
    let (size, players) = (mech.hand_size as usize, mech.players as usize);
    if mech.set.len() <= 64 {
        // One word holds the set: build the hands in registers.
        let mut words = [0u64; MAX_PLAYERS];
        deal_down(rng, tiles, size, players, |seat, t| {
            words[seat] |= 1 << t.index()
        });
        return words.map(TileSet::from_low_word);
    }
    let mut hands = [TileSet::EMPTY; MAX_PLAYERS];
    deal_down(rng, tiles, size, players, |seat, t| hands[seat].insert(t));
    hands
}

/// Shuffles `tiles` and gives `players` hands of `size` to `add(seat, tile)`. The shuffle
/// hands out the positions from the top down: the boneyard's first (left in `tiles` in
/// draw order), then the last seat's hand and so on. The first seat's hand is what is
/// left at the bottom, whose order does not matter, so the shuffle stops there.
#[inline(always)]
pub(super) fn deal_down(
    rng: &mut Rng,
    tiles: &mut [Tile],
    size: usize,
    players: usize,
    mut add: impl FnMut(usize, Tile),
) {
    let dealt = size * players;
    let (mut seat, mut left) = (players - 1, size);
    rng.shuffle_down_to(tiles, size, |position, t| {
        if position < dealt {
            add(seat, t);
            left -= 1;
            if left == 0 {
                (seat, left) = (seat.saturating_sub(1), size);
            }
        }
    });
    for &t in &tiles[..size] {
        add(0, t);
    }
}

/// How many tiles `mech` puts in play, and whether they are the whole set.
pub(super) fn in_play_size(mech: &Mechanics) -> (usize, bool) {
    (
        mech.in_play.len(),
        mech.in_play == TileSet::prefix(mech.set.len()),
    )
}

/// Whether any hand holds a double.
pub(crate) fn any_double(hands: &[TileSet]) -> bool {
    hands.iter().any(|h| !h.doubles().is_empty())
}

impl Deal {
    /// Shuffles the tiles in play and deals them.
    pub fn shuffled(mech: &Mechanics, rng: &mut Rng) -> Deal {
        let mut tiles = [Tile::new(0, 0); MAX_TILES];
        let (len, whole_set) = in_play_size(mech);
        let hands = shuffle_and_deal(mech, rng, &mut tiles, len, whole_set);
        let dealt = mech.hand_size as usize * mech.players as usize;
        let mut boneyard = ArrayVec::new();
        boneyard
            .try_extend_from_slice(&tiles[dealt..len])
            .unwrap_or_default();
        Deal { hands, boneyard }
    }

    /// Builds a deal from explicit hands and boneyard, checking it against the game. When
    /// `boneyard` is `None` the undealt tiles form the boneyard in canonical order.
    pub fn explicit(
        mech: &Mechanics,
        hands: &[Vec<Tile>],
        boneyard: Option<&[Tile]>,
    ) -> Result<Deal, DealError> {
        if hands.len() != mech.players as usize {
            return Err(DealError::HandCount {
                expected: mech.players,
                got: hands.len(),
            });
        }
        let mut seen = TileSet::EMPTY;
        let mut take = |t: Tile| {
            if !mech.in_play.contains(t) {
                return Err(DealError::NotInGame(t));
            }
            if seen.contains(t) {
                return Err(DealError::Duplicate(t));
            }
            seen.insert(t);
            Ok(())
        };
        let mut deal_hands = [TileSet::EMPTY; MAX_PLAYERS];
        for (i, hand) in hands.iter().enumerate() {
            if hand.len() != mech.hand_size as usize {
                return Err(DealError::HandSize {
                    seat: Seat::new(i as u8),
                    expected: mech.hand_size,
                    got: hand.len(),
                });
            }
            for &t in hand {
                take(t)?;
                deal_hands[i].insert(t);
            }
        }
        let boneyard: ArrayVec<Tile, MAX_TILES> = match boneyard {
            Some(list) => {
                for &t in list {
                    take(t)?;
                }
                list.iter().copied().collect()
            }
            None => {
                let rest = mech.in_play - seen;
                seen |= rest;
                rest.iter().collect()
            }
        };
        let missing = (mech.in_play - seen).len();
        if missing > 0 {
            return Err(DealError::Missing(missing));
        }
        Ok(Deal {
            hands: deal_hands,
            boneyard,
        })
    }

    /// Whether any hand holds a double.
    pub fn has_double(&self) -> bool {
        any_double(&self.hands)
    }
}
