//! One hand of play, from the deal to going out or a block.
//!
//! Legal moves are generated in one place ([`Round::legal_moves`]); the checked
//! [`Round::play`] and the fast [`Round::play_unchecked`] (for simulation and search) both
//! rely on it. What differs between families reaches this file only as [`Mechanics`] data.

use super::family::{DrawRule, Fives, Join, Mechanics, Side};
use super::layout::{End, Layout, LayoutKind};
use super::penalty::{charge_pass, PassPenalties};
use super::rng::Rng;
use super::seat::{Seat, Team, MAX_PLAYERS};
use super::tile::{Tile, MAX_PIP, MAX_TILES};
use super::tileset::TileSet;
use arrayvec::ArrayVec;
use std::fmt;

pub use super::movelist::{MoveList, MAX_MOVES};

/// One move by the player whose turn it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A team that poses chooses which of its players poses.
    Poser(Seat),
    /// Put the first tile of the hand down.
    Pose(Tile),
    /// Put `tile` on `end`, leaving `open` showing there.
    Play {
        /// The tile played.
        tile: Tile,
        /// The end it goes on.
        end: End,
        /// The number left open at that end.
        open: u8,
    },
    /// Take one tile from the boneyard.
    Draw,
    /// Pass the turn. Right after a scoring play in muggins, it means "go on without
    /// claiming", which leaves the points to the next player.
    Pass,
    /// Claim the points your play just made (All Fives with muggins).
    Claim,
    /// Take the points the previous player made but did not claim (muggins).
    Muggins,
}

impl Move {
    /// The move in record notation: `pose 6-6`, `6-2 left`, `6-1 left open 6` (only when
    /// the open number is a choice), `draw`, `pass`, `poser north`.
    pub fn notation(self, kind: LayoutKind, players: u8, join: Join) -> String {
        match self {
            Move::Poser(s) => format!("poser {}", s.name(players).to_ascii_lowercase()),
            Move::Pose(t) => format!("pose {t}"),
            Move::Play { tile, end, open } => {
                let wild = matches!(join, Join::SumTo(target) if is_matador(tile, target));
                if wild && !tile.is_double() {
                    format!("{tile} {} open {open}", end.name(kind))
                } else {
                    format!("{tile} {}", end.name(kind))
                }
            }
            Move::Draw => "draw".to_string(),
            Move::Pass => "pass".to_string(),
            Move::Claim => "claim".to_string(),
            Move::Muggins => "muggins".to_string(),
        }
    }
}

/// A scoring play waiting to be claimed (All Fives with muggins).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PendingClaim {
    /// Who made the play.
    pub seat: Seat,
    /// The points it made.
    pub points: u32,
    /// The player went on without claiming: the next player may take the points.
    pub missed: bool,
}

/// Whether a tile is wild in Matador: its numbers add up to the target, or it is 0-0.
#[inline]
pub fn is_matador(tile: Tile, target: u8) -> bool {
    tile.pips() == target as u32 || tile == Tile::new(0, 0)
}

/// The index of the `k`-th set bit of `word` (0-based, from the lowest); `word` has more
/// than `k` bits set.
#[inline(always)]
fn select_bit(mut word: u64, k: u32) -> u32 {
    for _ in 0..k {
        word &= word - 1;
    }
    word.trailing_zeros()
}

/// The pips of each of the first 32 tiles (0 past the last tile of the double-six set).
static PIPS_LOW: [u8; 32] = {
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 28 {
        out[i] = Tile::from_index_unchecked(i).pips() as u8;
        i += 1;
    }
    out
};

/// [`select_bit`], with the BMI2 instruction that deposits bits when `PDEP` is set: only
/// ever set where the CPU has BMI2 (by [`Round::play_random_to_end`] after
/// `fast_bit_instructions()`, and by a test after the same check).
#[inline(always)]
fn select_bit_with<const PDEP: bool>(word: u64, k: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if PDEP {
        // SAFETY: `PDEP` is set only where the CPU has been seen to support BMI2 (see the
        // function's comment).
        return unsafe { std::arch::x86_64::_pdep_u64(1 << k, word) }.trailing_zeros();
    }
    select_bit(word, k)
}

/// Whether this CPU has the instructions [`Round::play_random_to_end`]'s second version
/// is compiled for (popcount, BMI1, BMI2, LZCNT) and runs `pdep` in hardware: AMD's
/// processors before Zen 3 (family 0x19) run it in microcode, up to hundreds of cycles,
/// slower than the plain loop. Worked out once.
#[cfg(target_arch = "x86_64")]
fn fast_bit_instructions() -> bool {
    static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| {
        let has = std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("lzcnt");
        let vendor = std::arch::x86_64::__cpuid(0);
        let amd = (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
        let signature = std::arch::x86_64::__cpuid(1).eax;
        let family = (signature >> 8 & 0xF) + (signature >> 20 & 0xFF);
        has && !(amd && family < 0x19)
    })
}

/// The tiles of the double-six set that fit an end, as the low word of a [`TileSet`]:
/// entry `n` for an end showing `n`, and entry `8 * (t + 1) + n` for the end tile `t` has
/// just been played on, joining `n` (0 where `t` has no `n`).
static FIT_AFTER: [u32; 8 * 29] = {
    let mut out = [0u32; 8 * 29];
    let mut n = 0;
    while n <= 6 {
        // Double-six tiles are the first 28: double-nine's 7-0 and up are masked off.
        out[n] = (super::tileset::WITH_NUMBER_LOW[n] & ((1 << 28) - 1)) as u32;
        n += 1;
    }
    let mut t = 0;
    while t < 28 {
        let tile = Tile::from_index_unchecked(t);
        let mut n = 0;
        while n <= 6 {
            if tile.low() == n || tile.high() == n {
                out[8 * (t + 1) + n as usize] = out[tile.other(n) as usize];
            }
            n += 1;
        }
        t += 1;
    }
    out
};

/// The doubles among the first 64 tiles, as bits.
const DOUBLES_LOW: u64 = {
    let mut bits = 0u64;
    let mut n = 0;
    while n <= 9 {
        bits |= 1 << Tile::new(n, n).index();
        n += 1;
    }
    bits
};

/// For each number, its double as a bit among the first 64 tiles (0 for the doubles
/// beyond them, 10-10 up).
static DOUBLE_LOW: [u64; MAX_PIP as usize + 1] = {
    let mut out = [0u64; MAX_PIP as usize + 1];
    let mut n = 0;
    while n <= MAX_PIP {
        let index = Tile::new(n, n).index();
        if index < 64 {
            out[n as usize] = 1 << index;
        }
        n += 1;
    }
    out
};

/// For each Matador target (indexed by it), the wild tiles among the first 64 as bits:
/// those whose numbers add up to the target, and 0-0 (see [`is_matador`]).
static WILD_LOW: [u64; 2 * MAX_PIP as usize + 1] = {
    let mut out = [0u64; 2 * MAX_PIP as usize + 1];
    let mut target = 0;
    while target < out.len() {
        let mut bits = 1u64; // 0-0
        let mut i = 0;
        while i < 64 {
            let tile = Tile::from_index_unchecked(i);
            if tile.pips() == target as u32 {
                bits |= 1 << i;
            }
            i += 1;
        }
        out[target] = bits;
        target += 1;
    }
    out
};

/// Matador's wild tiles for `target` among the first 64 tiles, as bits.
fn wild_low(target: u8) -> u64 {
    WILD_LOW[target as usize]
}

/// Who poses a hand, and what they may pose.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PoseRule {
    /// The holder of this tile poses it.
    Tile(Tile),
    /// This seat poses any tile.
    Any(Seat),
    /// This seat poses any double, or passes the pose on if it holds none (French).
    AnyDouble(Seat),
    /// The team chooses which of its players poses; that player poses any tile.
    Team(Team),
}

/// What stage the hand is at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The posing team is choosing its poser.
    ChoosePoser(Team),
    /// Waiting for the first tile.
    Pose,
    /// Tiles are being played.
    Play,
    /// The hand has ended.
    Over,
}

/// How a hand ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoundEnd {
    /// `seat` played its last tile, `tile`.
    Out {
        /// Who went out.
        seat: Seat,
        /// The last tile.
        tile: Tile,
        /// Both ends were hard ends with different numbers, so this was the one playable
        /// tile left (Jamaican key tile).
        key_tile: bool,
        /// The tile was not a double and its numbers matched both open ends, so it could
        /// go on either (Haitian Dekabès).
        either_end: bool,
    },
    /// Nobody could play.
    Blocked,
}

/// A hand's result, as scored by its family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    /// How the hand ended.
    pub end: RoundEnd,
    /// Who posed it.
    pub poser: Seat,
    /// Pips left in each seat's hand.
    pub counts: [u32; MAX_PLAYERS],
    /// The side that won the hand; `None` for a tied hand.
    pub winner: Option<Side>,
    /// Points each side earns from the hand, before match rules (six-love resets...).
    pub points: [i32; MAX_PLAYERS],
    /// Why the hand ended and how each number was scored, in words.
    pub notes: Vec<String>,
}

/// Explanations being written for a hand or match, or not: simulation turns them off so
/// no text is formatted in the hot path.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    on: bool,
    lines: Vec<String>,
}

impl Notes {
    /// Notes that record (`on`) or ignore what they are told.
    pub fn new(on: bool) -> Notes {
        Notes {
            on,
            lines: Vec::new(),
        }
    }

    /// Adds a line, formatting it only when notes are on.
    #[inline]
    pub fn add(&mut self, line: impl FnOnce() -> String) {
        if self.on {
            self.lines.push(line());
        }
    }

    /// The lines written so far.
    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// Takes the lines, leaving the notes empty (and still on or off).
    pub fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }
}

/// The tiles of a deal: each hand, and the boneyard in draw order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deal {
    /// Each seat's tiles.
    pub hands: [TileSet; MAX_PLAYERS],
    /// The undealt tiles, in the order they would be drawn.
    pub stock: ArrayVec<Tile, MAX_TILES>,
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
                seat.0 + 1
            ),
            DealError::Duplicate(t) => write!(f, "tile {t} is dealt twice"),
            DealError::NotInGame(t) => write!(f, "tile {t} is not in this game's set"),
            DealError::Missing(n) => write!(f, "{n} tiles of the set are missing from the deal"),
        }
    }
}

impl std::error::Error for DealError {}

/// Every tile in canonical order: the tiles in play when the whole set is.
static CANONICAL: [Tile; MAX_TILES] = {
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
/// [`Deal::shuffled`] and the in-place deal of a match ([`Round::deal_shuffled`]) share it,
/// so a seed deals the same tiles either way.
#[inline]
fn shuffle_and_deal(
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
fn deal_down(
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
fn in_play_size(mech: &Mechanics) -> (usize, bool) {
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
        let mut stock = ArrayVec::new();
        stock
            .try_extend_from_slice(&tiles[dealt..len])
            .unwrap_or_default();
        Deal { hands, stock }
    }

    /// Builds a deal from explicit hands and boneyard, checking it against the game. When
    /// `stock` is `None` the undealt tiles form the boneyard in canonical order.
    pub fn explicit(
        mech: &Mechanics,
        hands: &[Vec<Tile>],
        stock: Option<&[Tile]>,
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
                    seat: Seat(i as u8),
                    expected: mech.hand_size,
                    got: hand.len(),
                });
            }
            for &t in hand {
                take(t)?;
                deal_hands[i].insert(t);
            }
        }
        let stock: ArrayVec<Tile, MAX_TILES> = match stock {
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
            stock,
        })
    }

    /// Whether any hand holds a double.
    pub fn has_double(&self) -> bool {
        any_double(&self.hands)
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The hand is over.
    RoundOver,
    /// The posing team must first choose its poser.
    MustChoosePoser(Team),
    /// Nobody is choosing a poser now, or the seat is not on the posing team.
    NotPoser(Seat),
    /// The tile is not in the hand of the player to move.
    NotInHand(Tile),
    /// This hand must be posed with this tile.
    MustPose(Tile),
    /// This hand must be posed with a double.
    MustPoseDouble,
    /// The hand has not been posed yet.
    NotPosed,
    /// The hand has already been posed.
    AlreadyPosed,
    /// Nothing waits to be claimed, or it is not yours to claim.
    NothingToClaim,
    /// Signals are not part of this game (Haitian partners with the signals option only).
    NoSignals,
    /// A signal goes with a tile played on an end.
    SignalWithoutPlay,
    /// Your scoring play waits for you to claim it (or pass it up) first.
    MustClaimOrPass,
    /// That end is not open.
    EndClosed(End),
    /// The tile does not join that end.
    DoesNotFit(Tile, End),
    /// The tile joins that end, but cannot leave that number open.
    WrongOpen(Tile, End, u8),
    /// A tile fits, so passing or drawing is not allowed.
    MustPlay,
    /// Nothing fits and the boneyard has tiles: draw instead of passing.
    MustDraw,
    /// Drawing is not allowed in this game.
    NoDrawing,
    /// The boneyard is empty.
    BoneyardEmpty,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::RoundOver => write!(f, "the hand is over"),
            IllegalMove::MustChoosePoser(t) => write!(f, "{t} must first choose who poses"),
            // Only four-player partnerships choose a poser, so the names are those of four.
            IllegalMove::NotPoser(s) => write!(f, "{} cannot be chosen to pose now", s.name(4)),
            IllegalMove::NotInHand(t) => write!(f, "{t} is not in the hand of the player to move"),
            IllegalMove::MustPose(t) => write!(f, "this hand must be posed with {t}"),
            IllegalMove::MustPoseDouble => write!(f, "this hand must be posed with a double"),
            IllegalMove::NotPosed => write!(f, "the hand has not been posed yet"),
            IllegalMove::AlreadyPosed => write!(f, "the hand has already been posed"),
            IllegalMove::NothingToClaim => write!(f, "there are no points to claim"),
            IllegalMove::NoSignals => write!(f, "signals are not played in this game"),
            IllegalMove::SignalWithoutPlay => {
                write!(f, "a signal goes with a tile played on an end")
            }
            IllegalMove::MustClaimOrPass => {
                write!(f, "claim the points of your play, or pass them up, first")
            }
            IllegalMove::EndClosed(e) => write!(f, "{} is not open", end_words(*e)),
            IllegalMove::DoesNotFit(t, e) => write!(f, "{t} does not fit {}", end_words(*e)),
            IllegalMove::WrongOpen(t, e, n) => {
                write!(f, "{t} on {} cannot leave {n} open", end_words(*e))
            }
            IllegalMove::MustPlay => write!(f, "a tile fits, so it must be played"),
            IllegalMove::MustDraw => write!(f, "nothing fits: draw from the boneyard"),
            IllegalMove::NoDrawing => write!(f, "this game has no drawing"),
            IllegalMove::BoneyardEmpty => write!(f, "the boneyard is empty"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// An end named for messages that do not know the layout's shape: index 0 and 1 are the
/// line's left and right ends, or the French west and east arms.
fn end_words(e: End) -> &'static str {
    match e.0 {
        0 => "the left end (west arm)",
        1 => "the right end (east arm)",
        2 => "the north arm",
        3 => "the south arm",
        _ => "that end",
    }
}

/// One hand in progress: the hands, the boneyard, the layout and whose turn it is.
#[derive(Clone, Debug)]
pub struct Round {
    mech: Mechanics,
    hands: [TileSet; MAX_PLAYERS],
    stock: [Tile; MAX_TILES],
    stock_len: u8,
    stock_next: u8,
    /// How many tiles are in play, and whether they are the whole set: fixed for the game,
    /// kept for dealing the next hand in place ([`Round::deal_shuffled`]).
    in_play: u8,
    whole_set: bool,
    layout: Layout,
    turn: Seat,
    phase: Phase,
    /// `phase == Phase::Play`, kept as a plain flag: testing the enum compiles to a jump
    /// table on the hottest path.
    playing: bool,
    pose_rule: PoseRule,
    poser: Seat,
    passes_in_row: u8,
    end: Option<RoundEnd>,
    /// A two-ended line of matching numbers with at most 32 tiles (double-six): legal
    /// plays are generated from one 64-bit word, left end in the low half.
    packed_line: bool,
    /// A packed line with nothing else to a move: no drawing, no passing while able, no
    /// pass penalties, no points during play (Jamaican, Partnership, Chiva...). Random
    /// play has its own path for these ([`Round::play_random`]).
    plain_line: bool,
    /// French arms with at most 32 tiles: four arms of matching numbers, no drawing,
    /// passing always allowed and charged with penalties, no points during play. Random
    /// play has its own loop for these ([`Round::play_arms_to_end`]).
    arms_passing: bool,
    /// Every tile of the game lies in the first word of a [`TileSet`] (double-six and
    /// double-nine): random moves are picked from per-end words of playable tiles, without
    /// building the move list (see [`Round::random_move`]).
    one_word: bool,
    /// Matador's wild tiles (those adding up to the target, and 0-0) among the first 64,
    /// as bits; 0 in the other families.
    wild: u64,
    /// Passes in a row by each seat (French penalties).
    pass_streak: [u8; MAX_PLAYERS],
    /// Penalties incurred by each seat, by kind (French).
    penalties: [PassPenalties; MAX_PLAYERS],
    /// Points each seat scored during play (All Fives), muggins included.
    earned: [u32; MAX_PLAYERS],
    /// Of those, points each seat took by calling muggins.
    taken: [u32; MAX_PLAYERS],
    /// A scoring play waiting to be claimed (muggins).
    pending: Option<PendingClaim>,
    /// Which seats can play in the current position, as far as worked out: bit `s` of
    /// `known` says seat `s` has been checked, bit `s` of `able` that it can play. Passes
    /// leave the position as it is; a tile or a draw clears both. French checks these on
    /// every pass.
    known: u8,
    able: u8,
}

impl Round {
    /// Starts a hand from a deal. The pose rule decides who moves first.
    pub fn new(mech: Mechanics, deal: &Deal, pose_rule: PoseRule) -> Round {
        let mut round = Round::empty(mech);
        round.stock[..deal.stock.len()].copy_from_slice(&deal.stock);
        round.stock_len = deal.stock.len() as u8;
        round.stock_next = 0;
        round.start(deal.hands, pose_rule);
        round
    }

    /// A round of this game with no tiles dealt, waiting for [`Round::deal_shuffled`] and
    /// [`Round::start`].
    pub(crate) fn empty(mech: Mechanics) -> Round {
        let (in_play, whole_set) = in_play_size(&mech);
        Round {
            in_play: in_play as u8,
            whole_set,
            mech,
            hands: [TileSet::EMPTY; MAX_PLAYERS],
            stock: [Tile::new(0, 0); MAX_TILES],
            stock_len: 0,
            stock_next: 0,
            layout: Layout::new(mech.layout),
            turn: Seat(0),
            phase: Phase::Over,
            playing: false,
            pose_rule: PoseRule::Any(Seat(0)),
            poser: Seat(0),
            passes_in_row: 0,
            end: None,
            packed_line: mech.layout == LayoutKind::Line
                && mech.join == Join::Match
                && mech.set.len() <= 32,
            plain_line: mech.layout == LayoutKind::Line
                && mech.join == Join::Match
                && mech.set.len() <= 32
                && mech.draw == DrawRule::Never
                && !mech.pass_always
                && !mech.pass_penalties
                && mech.fives == Fives::Off,
            arms_passing: mech.layout == LayoutKind::Arms
                && mech.join == Join::Match
                && mech.set.len() <= 32
                && mech.draw == DrawRule::Never
                && mech.pass_always
                && mech.pass_penalties
                && mech.fives == Fives::Off,
            one_word: mech.set.len() <= 64,
            wild: match mech.join {
                Join::Match => 0,
                Join::SumTo(target) => wild_low(target),
            },
            pass_streak: [0; MAX_PLAYERS],
            penalties: [PassPenalties::default(); MAX_PLAYERS],
            earned: [0; MAX_PLAYERS],
            taken: [0; MAX_PLAYERS],
            pending: None,
            known: 0,
            able: 0,
        }
    }

    /// Shuffles and deals a new hand in place, exactly as [`Deal::shuffled`] would (the
    /// boneyard stays in this round's own storage, so no deal is copied): returns the
    /// hands. The hand begins with [`Round::start`].
    #[inline]
    pub(crate) fn deal_shuffled(&mut self, rng: &mut Rng) -> [TileSet; MAX_PLAYERS] {
        let in_play = self.in_play as usize;
        let hands = shuffle_and_deal(&self.mech, rng, &mut self.stock, in_play, self.whole_set);
        self.stock_len = self.in_play;
        self.stock_next = self.mech.hand_size * self.mech.players;
        hands
    }

    /// Begins the hand with the boneyard as it is: the seats hold `hands`, and the pose
    /// rule decides who moves first. Every other field is reset.
    pub(crate) fn start(&mut self, hands: [TileSet; MAX_PLAYERS], pose_rule: PoseRule) {
        let (turn, phase) = match pose_rule {
            PoseRule::Tile(t) => (
                Seat::all(self.mech.players)
                    .find(|s| hands[s.index()].contains(t))
                    .unwrap_or(Seat(0)),
                Phase::Pose,
            ),
            PoseRule::Any(s) | PoseRule::AnyDouble(s) => (s, Phase::Pose),
            PoseRule::Team(team) => (team.seats()[0], Phase::ChoosePoser(team)),
        };
        self.hands = hands;
        self.layout = Layout::new(self.mech.layout);
        self.turn = turn;
        self.phase = phase;
        self.playing = false;
        self.pose_rule = pose_rule;
        self.poser = turn;
        self.passes_in_row = 0;
        self.end = None;
        self.pass_streak = [0; MAX_PLAYERS];
        self.penalties = [PassPenalties::default(); MAX_PLAYERS];
        self.earned = [0; MAX_PLAYERS];
        self.taken = [0; MAX_PLAYERS];
        self.pending = None;
        self.known = 0;
        self.able = 0;
    }

    /// How hands are played in this game.
    pub fn mechanics(&self) -> &Mechanics {
        &self.mech
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The stage of the hand.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The rule this hand is posed under.
    pub fn pose_rule(&self) -> PoseRule {
        self.pose_rule
    }

    /// Who posed (or is to pose) this hand.
    pub fn poser(&self) -> Seat {
        self.poser
    }

    /// The tiles on the table.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// A seat's tiles.
    pub fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    /// A seat's count: the pips left in its hand.
    pub fn count(&self, seat: Seat) -> u32 {
        // Summed when asked (hand ends, AI): play itself keeps no running total.
        let mut count = 0;
        self.hands[seat.index()].for_each(|t| count += t.pips());
        count
    }

    /// How many tiles are left to draw (0 in games without drawing).
    pub fn boneyard_len(&self) -> usize {
        match self.mech.draw {
            DrawRule::Never => 0,
            _ => (self.stock_len - self.stock_next) as usize,
        }
    }

    /// Tiles not in any hand nor on the table: the boneyard and tiles out of play.
    pub fn undealt(&self) -> TileSet {
        self.stock[self.stock_next as usize..self.stock_len as usize]
            .iter()
            .copied()
            .collect()
    }

    /// How many players have passed since the last tile was played.
    pub fn passes_in_row(&self) -> u8 {
        self.passes_in_row
    }

    /// How many penalties a seat has incurred this hand, of every kind (French).
    pub fn penalties(&self, seat: Seat) -> u8 {
        self.penalties[seat.index()].total()
    }

    /// The penalties a seat has incurred this hand, by kind (French).
    pub fn pass_penalties(&self, seat: Seat) -> PassPenalties {
        self.penalties[seat.index()]
    }

    /// Points a seat scored during play this hand (All Fives), muggins included.
    pub fn earned(&self, seat: Seat) -> u32 {
        self.earned[seat.index()]
    }

    /// Points a seat took from others by calling muggins this hand.
    pub fn muggins_taken(&self, seat: Seat) -> u32 {
        self.taken[seat.index()]
    }

    /// A scoring play waiting to be claimed (muggins), if any.
    pub fn pending_claim(&self) -> Option<PendingClaim> {
        self.pending
    }

    /// How the hand ended, once it has.
    pub fn end(&self) -> Option<RoundEnd> {
        self.end
    }

    /// Whether the hand has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }

    /// Every legal move for the seat to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Writes every legal move into `out` (which is cleared first).
    pub fn generate(&self, out: &mut MoveList) {
        out.clear();
        // The play phase first: it is nearly every call.
        if self.playing {
            if let Some(p) = self.pending {
                if !p.missed {
                    out.push(Move::Claim);
                    out.push(Move::Pass);
                    return;
                }
                out.push(Move::Muggins);
            }
            let plays = self.generate_plays(out);
            let can_draw = self.mech.draw != DrawRule::Never && self.stock_next < self.stock_len;
            if can_draw && (plays == 0 || self.mech.draw == DrawRule::Anytime) {
                out.push(Move::Draw);
            }
            if (plays == 0 && !can_draw) || self.mech.pass_always {
                out.push(Move::Pass);
            }
            return;
        }
        match self.phase {
            Phase::Over | Phase::Play => {}
            Phase::ChoosePoser(team) => {
                for s in team.seats() {
                    out.push(Move::Poser(s));
                }
            }
            Phase::Pose => {
                let hand = self.hands[self.turn.index()];
                match self.pose_rule {
                    PoseRule::Tile(t) => out.push(Move::Pose(t)),
                    PoseRule::Any(_) | PoseRule::Team(_) => {
                        hand.for_each(|t| out.push(Move::Pose(t)));
                    }
                    PoseRule::AnyDouble(_) => {
                        hand.iter()
                            .filter(|t| t.is_double())
                            .for_each(|t| out.push(Move::Pose(t)));
                        if out.is_empty() {
                            out.push(Move::Pass);
                        }
                    }
                }
            }
        }
    }

    /// The tiles that join end `e` (before any arm restrictions).
    #[inline(always)]
    fn fitting(&self, e: End, hand: TileSet) -> TileSet {
        let n = self.layout.end_number(e);
        match self.mech.join {
            Join::Match => hand & TileSet::with_number(n),
            Join::SumTo(target) => {
                let mut fit = TileSet::EMPTY;
                if target >= n && target - n <= self.mech.set.top() {
                    fit = hand & TileSet::with_number(target - n);
                }
                fit | hand.iter().filter(|&t| is_matador(t, target)).collect()
            }
        }
    }

    /// The plays of a double-six line as one word: bit `t` set when tile `t` of `hand`
    /// fits the left end, bit `32 + t` when it fits the right end.
    #[inline(always)]
    fn packed_plays(&self, hand: TileSet) -> u64 {
        let h = hand.low_word();
        let left = TileSet::with_number_low(self.layout.end_number(End::LEFT));
        let right = TileSet::with_number_low(self.layout.end_number(End::RIGHT));
        (h & left) | (h & right) << 32
    }

    /// The play a bit of [`Round::packed_plays`] stands for.
    #[inline(always)]
    fn packed_move(&self, bit: u32) -> Move {
        let tile = Tile::from_index_unchecked((bit & 31) as usize);
        let end = End((bit >> 5) as u8);
        Move::Play {
            tile,
            end,
            open: tile.other(self.layout.end_number(end)),
        }
    }

    /// A legal move chosen uniformly at random: exactly `legal_moves()[rng.pick(n)]`
    /// (same moves, same order, same draw from `rng`), but without building the list
    /// where the position allows it. `scratch` is used otherwise. For random playouts.
    #[inline]
    pub fn random_move(&self, rng: &mut Rng, scratch: &mut MoveList) -> Move {
        if self.playing && self.one_word && self.pending.is_none() {
            return self.random_play_phase_move(rng);
        }
        self.random_listed_move(rng, scratch)
    }

    /// [`Round::random_move`] from the list in `scratch`, except for the pose (the first
    /// move of every hand), picked among the poser's tiles without a list when the set
    /// fits one word.
    #[inline]
    fn random_listed_move(&self, rng: &mut Rng, scratch: &mut MoveList) -> Move {
        if self.phase == Phase::Pose {
            let hand = self.hands[self.turn.index()].low_word();
            let choices = match self.pose_rule {
                // A list of one: no draw.
                PoseRule::Tile(tile) => return Move::Pose(tile),
                PoseRule::Any(_) | PoseRule::Team(_) => hand,
                PoseRule::AnyDouble(_) => hand & DOUBLES_LOW,
            };
            if self.one_word {
                let n = choices.count_ones();
                if n == 0 {
                    // No double to pose: passing the pose on is the one move.
                    return Move::Pass;
                }
                let k = rng.pick(n);
                return Move::Pose(Tile::from_index_unchecked(select_bit(choices, k) as usize));
            }
        }
        self.generate(scratch);
        scratch[rng.pick(scratch.len() as u32) as usize]
    }

    /// Plays a legal move chosen uniformly at random and returns it: exactly
    /// [`Round::random_move`] followed by [`Round::play_unchecked`] (same move, same draws
    /// from `rng`, same position after), a little faster. For random playouts.
    #[inline(always)]
    pub fn play_random(&mut self, rng: &mut Rng, scratch: &mut MoveList) -> Move {
        self.play_random_with::<false>(rng, scratch)
    }

    /// [`Round::play_random`], choosing among the playable tiles with `pdep` when `PDEP`
    /// is set (see [`select_bit_with`]).
    #[inline(always)]
    fn play_random_with<const PDEP: bool>(
        &mut self,
        rng: &mut Rng,
        scratch: &mut MoveList,
    ) -> Move {
        if self.playing && self.plain_line {
            return self.play_random_plain_line(rng);
        }
        let mv = if self.playing && self.one_word && self.pending.is_none() {
            if self.packed_line {
                self.random_packed_move::<PDEP>(rng)
            } else {
                let accepts = self.end_accepts();
                let mv = self.random_end_move::<PDEP>(rng, accepts);
                if mv == Move::Pass && (self.mech.pass_always || self.mech.pass_penalties) {
                    // French passes ask who can play (see `can_play_cached`): the words
                    // just used answer it for every seat.
                    self.learn_who_can_play(accepts.iter().fold(0, |all, &w| all | w));
                }
                mv
            }
        } else {
            self.random_listed_move(rng, scratch)
        };
        self.play_inline(mv);
        mv
    }

    /// Plays random moves, each exactly as [`Round::play_random`] would (same moves, same
    /// draws from `rng`), until the hand is over; returns how many were played. For random
    /// playouts.
    pub fn play_random_to_end(&mut self, rng: &mut Rng, scratch: &mut MoveList) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if fast_bit_instructions() {
            // SAFETY: the function needs the instructions `fast_bit_instructions` has just
            // seen this CPU support.
            return unsafe { self.play_random_to_end_with_bit_instructions(rng, scratch) };
        }
        self.play_random_to_end_here::<false>(rng, scratch)
    }

    /// [`Round::play_random_to_end`] compiled for the bit instructions of x86-64 CPUs since
    /// about 2013 (popcount, BMI1, BMI2, LZCNT): call it only where
    /// `fast_bit_instructions()` holds. Random moves count the bits of words of playable
    /// tiles (`count_ones`: a dozen and more instructions in baseline x86-64 code, one
    /// here) and pick the chosen one with a single `pdep` (see [`select_bit_with`])
    /// instead of a loop whose length the branch predictor cannot guess.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
    unsafe fn play_random_to_end_with_bit_instructions(
        &mut self,
        rng: &mut Rng,
        scratch: &mut MoveList,
    ) -> u64 {
        self.play_random_to_end_here::<true>(rng, scratch)
    }

    /// The body of [`Round::play_random_to_end`], inlined into each version of it.
    #[inline(always)]
    fn play_random_to_end_here<const PDEP: bool>(
        &mut self,
        rng: &mut Rng,
        scratch: &mut MoveList,
    ) -> u64 {
        let mut moves = 0;
        while !self.is_over() {
            if self.playing && self.plain_line {
                moves += self.play_plain_line_to_end::<PDEP>(rng);
            } else if self.playing && self.arms_passing && self.pending.is_none() {
                moves += self.play_arms_to_end::<PDEP>(rng);
            } else {
                self.play_random_with::<PDEP>(rng, scratch);
                moves += 1;
            }
        }
        moves
    }

    /// The rest of a plain line hand (see `plain_line`), each move as
    /// [`Round::play_random_plain_line`] plays it, in one loop with no call until the hand
    /// ends; returns how many moves were played.
    ///
    /// Everything a move touches lives in locals for the loop (the generator, the hands,
    /// the line's ends, whose turn it is, the passes in a row) and is written back when
    /// the hand ends. The tiles that fit the two ends are kept as one word in the layout
    /// of [`Round::packed_plays`] and changed only at the end that moved; the tiles on
    /// the table are worked out at the end from the hands.
    #[inline(always)]
    fn play_plain_line_to_end<const PDEP: bool>(&mut self, rng: &mut Rng) -> u64 {
        let players = self.mech.players;
        let after = self.seats_after();
        let mut turn = self.turn.index();
        let mut passes = self.passes_in_row;
        let mut dice = rng.clone();
        let mut hands = self.hands.map(TileSet::low_word);
        let held = hands.iter().fold(0, |all, &h| all | h);
        let mut line = self.layout.line_ends();
        // The numbers at the two ends, a byte each, in a register.
        let mut ends = u32::from(line.ends[0]) | u32::from(line.ends[1]) << 8;
        let joining = |n: u8| u64::from(FIT_AFTER[n as usize]);
        let mut fits = joining(line.ends[0]) | joining(line.ends[1]) << 32;
        // What `after_tile` clears; nothing fills it in a plain line game.
        self.known = 0;
        self.able = 0;
        let mut moves = 0;
        loop {
            moves += 1;
            let hand = hands[turn];
            let bits = (hand | hand << 32) & fits;
            if bits == 0 {
                // `Round::pass` with nothing pending, no penalties and passing only when
                // stuck: a full round of passes is a block. A lone pass takes no draw.
                passes += 1;
                if passes == players {
                    line.ends = [ends as u8, (ends >> 8) as u8];
                    line.played |= held & !hands.iter().fold(0, |all, &h| all | h);
                    self.layout.set_line_ends(&line);
                    *rng = dice;
                    self.put_back(hands, turn, passes);
                    self.end_blocked();
                    return moves;
                }
                turn = after[turn] as usize;
                continue;
            }
            let count = bits.count_ones();
            // `dice.pick(count)` without a branch (whether a seat has one play or more is
            // anybody's guess): the draw is made either way and kept only for a choice.
            let mut drawn = dice.clone();
            let k = drawn.below(count);
            if count > 1 {
                dice = drawn;
            }
            let bit = select_bit_with::<PDEP>(bits, k);
            let index = bit & 31;
            let e = (bit >> 5) as usize;
            let rest = hand & !(1 << index);
            hands[turn] = rest;
            let shift = 8 * e as u32;
            let number = (ends >> shift) as u8;
            let open = PIPS_LOW[index as usize] - number;
            if rest == 0 {
                line.ends = [ends as u8, (ends >> 8) as u8];
                // Going out: the last tile's facts are judged before it is placed, by the
                // general code.
                line.played |= held & !hands.iter().fold(0, |all, &h| all | h);
                line.played &= !(1 << index);
                self.layout.set_line_ends(&line);
                *rng = dice;
                self.put_back(hands, turn, passes);
                let tile = Tile::from_index_unchecked(index as usize);
                let (key, either) = self.last_tile_facts(tile);
                self.layout.place(End(e as u8), tile, open);
                self.after_tile(tile, true, key, either);
                return moves;
            }
            // `Layout::place_on_arm` and `after_tile` for a tile that does not go out, in a
            // game without fives.
            // The next tiles that fit this end, straight from the tile and the number it
            // joined: the loop's longest chain of dependent instructions runs through here.
            let fit = u64::from(FIT_AFTER[(index as usize + 1) * 8 + number as usize]);
            ends = (ends & !(0xFF << shift)) | u32::from(open) << shift;
            line.arm_len[e] += 1;
            line.end_double[e] = (DOUBLES_LOW >> index) as u8 & 1;
            let shift = 4 * shift;
            fits = (fits & !(0xFFFF_FFFF << shift)) | fit << shift;
            passes = 0;
            turn = after[turn] as usize;
        }
    }

    /// Writes back what a playout loop kept in locals: the hands (one word each), whose
    /// turn it is and the passes in a row.
    #[inline(always)]
    fn put_back(&mut self, hands: [u64; MAX_PLAYERS], turn: usize, passes: u8) {
        self.hands = hands.map(TileSet::from_low_word);
        self.turn = Seat(turn as u8);
        self.passes_in_row = passes;
    }

    /// Ends the hand as blocked.
    #[inline(always)]
    fn end_blocked(&mut self) {
        self.phase = Phase::Over;
        self.playing = false;
        self.end = Some(RoundEnd::Blocked);
    }

    /// The seat after each seat (by index), for the playout loops to look up on every
    /// move.
    #[inline(always)]
    fn seats_after(&self) -> [u8; MAX_PLAYERS] {
        let players = self.mech.players;
        let mut after = [0u8; MAX_PLAYERS];
        for (s, next) in after.iter_mut().enumerate().take(players as usize) {
            *next = self.mech.direction.next(Seat(s as u8), players).0;
        }
        after
    }

    /// The rest of a French hand (see `arms_passing`), each move as
    /// [`Round::play_random`] would play it, in one loop; returns how many moves were
    /// played.
    ///
    /// The legal moves are the plays arm by arm, in the order of
    /// [`Round::random_end_move`], then Pass. The generator, the hands, whose turn it is,
    /// the passes and the penalties are locals; the layout is placed on as usual. The
    /// tiles each arm takes are worked out again only after a tile (passes change none),
    /// from the numbers shown, the tiles on the table and which arms are covered.
    #[inline(always)]
    fn play_arms_to_end<const PDEP: bool>(&mut self, rng: &mut Rng) -> u64 {
        let players = self.mech.players;
        let all = (1u8 << players) - 1;
        let after = self.seats_after();
        let mut turn = self.turn.index();
        let mut passes = self.passes_in_row;
        let mut streak = self.pass_streak;
        let mut penalties = self.penalties;
        let mut dice = rng.clone();
        let mut hands = self.hands.map(TileSet::low_word);
        let mut moves = 0;
        loop {
            // The tiles each arm takes (as `end_accepts`), two arms to a word as in
            // `random_end_move`, and every tile some arm takes.
            // Double-six tiles are the first 28: the rest of the first word (double-nine's
            // 7-0 and up) is masked off, or it would spill into the next arm's half.
            let accepts = self.end_accepts().map(|word| word & 0xFFFF_FFFF);
            let pair = [accepts[0] | accepts[1] << 32, accepts[2] | accepts[3] << 32];
            let anywhere = accepts[0] | accepts[1] | accepts[2] | accepts[3];
            let mut able = 0u8;
            for (s, &hand) in hands.iter().enumerate().take(players as usize) {
                able |= u8::from(hand & anywhere != 0) << s;
            }
            // Passes until somebody plays a tile: nothing above changes meanwhile.
            let (tile, e, number) = loop {
                moves += 1;
                let hand = hands[turn];
                let twice = hand | hand << 32;
                let words = [pair[0] & twice, pair[1] & twice];
                let first = words[0].count_ones();
                let plays = first + words[1].count_ones();
                let k = dice.pick(plays + 1);
                if k < plays {
                    let (i, k) = if k < first { (0, k) } else { (1, k - first) };
                    let bit = select_bit_with::<PDEP>(words[i], k);
                    let e = 2 * i + (bit >> 5) as usize;
                    let index = bit as usize & 31;
                    break (index, e, self.layout.end_number(End(e as u8)));
                }
                // `Round::pass` and its penalties, with who can play known for every seat.
                passes += 1;
                if able != 0 {
                    let player = after[turn] as usize;
                    charge_pass(
                        &mut penalties,
                        &mut streak,
                        able,
                        turn,
                        passes,
                        players,
                        player,
                    );
                }
                if passes == players && able == 0 {
                    *rng = dice;
                    self.put_back(hands, turn, passes);
                    (self.pass_streak, self.penalties) = (streak, penalties);
                    (self.known, self.able) = (all, able);
                    self.end_blocked();
                    return moves;
                }
                turn = after[turn] as usize;
            };
            // The tile, as `play_inline` plays it.
            let rest = hands[turn] & !(1 << tile);
            hands[turn] = rest;
            streak[turn] = 0;
            let tile = Tile::from_index_unchecked(tile);
            self.layout.place(End(e as u8), tile, tile.other(number));
            passes = 0;
            if rest == 0 {
                *rng = dice;
                // `after_tile` clears the passes in a row.
                self.put_back(hands, turn, passes);
                (self.pass_streak, self.penalties) = (streak, penalties);
                // No key tile or either-end facts off a line.
                self.after_tile(tile, true, false, false);
                return moves;
            }
            turn = after[turn] as usize;
        }
    }

    /// [`Round::play_random`] in the play phase of a plain line game (see `plain_line`):
    /// the legal moves are the plays of [`Round::packed_plays`] in bit order, or Pass
    /// alone when none fits, so the move is picked and played on words, with none of the
    /// checks other games need.
    #[inline(always)]
    fn play_random_plain_line(&mut self, rng: &mut Rng) -> Move {
        let seat = self.turn.index();
        let hand = self.hands[seat];
        let bits = self.packed_plays(hand);
        if bits == 0 {
            // A list of one: no draw.
            self.pass();
            return Move::Pass;
        }
        let bit = select_bit(bits, rng.pick(bits.count_ones()));
        let index = bit & 31;
        let tile = Tile::from_index_unchecked(index as usize);
        let end = End((bit >> 5) as u8);
        let open = tile.other(self.layout.end_number(end));
        // The set fits the first word, so the hand is that word less the tile.
        let rest = hand.low_word() & !(1 << index);
        self.hands[seat] = TileSet::from_low_word(rest);
        let out = rest == 0;
        let (key, either) = if out {
            self.last_tile_facts(tile)
        } else {
            (false, false)
        };
        self.layout.place(end, tile, open);
        self.after_tile(tile, out, key, either);
        Move::Play { tile, end, open }
    }

    /// [`Round::random_move`] in the play phase of a game whose set fits one word, with no
    /// claim pending: the legal moves are counted rather than listed, then the chosen one
    /// is found.
    ///
    /// The list this stands for is, in [`Round::generate`]'s order: the plays end by end
    /// (open ends in index order, tiles in canonical order, a Matador wild tile twice
    /// when it can leave either number open, low first), then Draw, then Pass.
    #[inline(always)]
    fn random_play_phase_move(&self, rng: &mut Rng) -> Move {
        if self.packed_line {
            self.random_packed_move::<false>(rng)
        } else {
            self.random_end_move::<false>(rng, self.end_accepts())
        }
    }

    /// [`Round::random_play_phase_move`] in a packed line: both ends' tiles in one word
    /// (left end in the low half), so one count, and the chosen bit is the play.
    #[inline(always)]
    fn random_packed_move<const PDEP: bool>(&self, rng: &mut Rng) -> Move {
        let bits = self.packed_plays(self.hands[self.turn.index()]);
        let total = bits.count_ones();
        let k = self.pick(rng, total);
        if k < total {
            self.packed_move(select_bit_with::<PDEP>(bits, k))
        } else {
            self.non_play(k, total)
        }
    }

    /// [`Round::random_play_phase_move`] from the words of tiles each end takes
    /// ([`Round::end_accepts`]).
    #[inline(always)]
    fn random_end_move<const PDEP: bool>(&self, rng: &mut Rng, accepts: [u64; 4]) -> Move {
        let hand = self.hands[self.turn.index()].low_word();
        let words = accepts.map(|accept| accept & hand);
        // A non-double wild tile is two moves (either number left open).
        let split = self.wild & !DOUBLES_LOW;
        if self.mech.set.len() <= 32 {
            // Double-six: two ends per word, as in `packed_plays` (bit `32 * (e % 2) + t`
            // for tile `t` on end `e`), so the two words in order are the plays in order.
            let split = split | split << 32;
            let pair = [words[0] | words[1] << 32, words[2] | words[3] << 32];
            let first = self.plays_in(pair[0], split);
            let total = first + self.plays_in(pair[1], split);
            let k = self.pick(rng, total);
            if k >= total {
                return self.non_play(k, total);
            }
            let (i, k) = if k < first { (0, k) } else { (1, k - first) };
            let (bit, second) = self.nth_play_bit::<PDEP>(pair[i], split, k);
            let end = End(2 * i as u8 + (bit >> 5) as u8);
            return self.play_of(Tile::from_index_unchecked(bit as usize & 31), end, second);
        }
        let counts = words.map(|w| self.plays_in(w, split));
        let total = counts.iter().sum::<u32>();
        let mut k = self.pick(rng, total);
        if k >= total {
            return self.non_play(k, total);
        }
        let mut e = 0;
        while k >= counts[e] {
            k -= counts[e];
            e += 1;
        }
        let (bit, second) = self.nth_play_bit::<PDEP>(words[e], split, k);
        let tile = Tile::from_index_unchecked(bit as usize);
        self.play_of(tile, End(e as u8), second)
    }

    /// How many plays the tiles of `word` stand for, a tile of `split` (a non-double wild
    /// tile) counting twice.
    #[inline(always)]
    fn plays_in(&self, word: u64, split: u64) -> u32 {
        // Counting bits is a dozen instructions without a popcount instruction (baseline
        // x86-64): skip the second count outside Matador.
        if self.wild == 0 {
            word.count_ones()
        } else {
            word.count_ones() + (word & split).count_ones()
        }
    }

    /// The bit of `word` holding the `k`-th play (see [`Round::plays_in`]), and whether it
    /// is the second play of a split tile (its high number left open).
    #[inline(always)]
    fn nth_play_bit<const PDEP: bool>(&self, word: u64, split: u64, mut k: u32) -> (u32, bool) {
        if self.wild == 0 {
            return (select_bit_with::<PDEP>(word, k), false);
        }
        let mut bits = word;
        loop {
            let bit = bits.trailing_zeros();
            let moves = 1 + (split >> bit & 1) as u32;
            if k < moves {
                return (bit, k == 1);
            }
            k -= moves;
            bits &= bits - 1;
        }
    }

    /// The play of `tile` on `end` (which it joins); `second` picks the high number of a
    /// wild tile that can leave either open.
    #[inline(always)]
    fn play_of(&self, tile: Tile, end: End, second: bool) -> Move {
        let n = self.layout.end_number(end);
        let open = match self.mech.join {
            Join::Match => tile.other(n),
            Join::SumTo(target) => {
                if is_matador(tile, target) {
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
        };
        Move::Play { tile, end, open }
    }

    /// Draws the index of the random move among `plays` tile plays followed by the Draw
    /// and Pass the position allows, exactly as `rng.pick(legal_moves().len())`.
    #[inline(always)]
    fn pick(&self, rng: &mut Rng, plays: u32) -> u32 {
        let (draw, pass) = self.draw_and_pass(plays);
        rng.pick(plays + draw as u32 + pass as u32)
    }

    /// Whether Draw and Pass are legal in the play phase when the mover has `plays` tile
    /// plays (the rule [`Round::generate`] applies).
    #[inline(always)]
    fn draw_and_pass(&self, plays: u32) -> (bool, bool) {
        let can_draw = self.mech.draw != DrawRule::Never && self.stock_next < self.stock_len;
        let draw = can_draw && (plays == 0 || self.mech.draw == DrawRule::Anytime);
        let pass = (plays == 0 && !can_draw) || self.mech.pass_always;
        (draw, pass)
    }

    /// The move at index `k >= plays` of the list: Draw if legal, then Pass.
    #[inline(always)]
    fn non_play(&self, k: u32, plays: u32) -> Move {
        let (draw, _) = self.draw_and_pass(plays);
        if draw && k == plays {
            Move::Draw
        } else {
            Move::Pass
        }
    }

    /// For each end, the tiles (among the first 64, in a game whose set fits one word)
    /// that may be played there now: what [`Round::playable_on`] allows a hand holding
    /// them all. A hand may play its tiles in an end's word; closed ends take none. The
    /// words depend on the layout alone, so one set serves every seat.
    #[inline(always)]
    fn end_accepts(&self) -> [u64; 4] {
        let mut out = [0u64; 4];
        let open = self.layout.open_mask();
        if self.layout.kind() == LayoutKind::Arms {
            let played = self.layout.played().low_word();
            // While some arm is uncovered, only uncovered arms take tiles; an arm showing
            // a number whose double is still out takes only that double. Worked out for
            // the four arms at once, without a branch on what they show: this runs on
            // every French move.
            let lens = self.layout.arm_lens();
            let mut empty = 0u8;
            for (i, &len) in lens.iter().enumerate() {
                empty |= u8::from(len == 0) << i;
            }
            let taking = open & if empty != 0 { empty } else { 0xF };
            for (i, word) in out.iter_mut().enumerate() {
                let n = self.layout.end_number(End(i as u8));
                let double = DOUBLE_LOW[n as usize & MAX_PIP as usize];
                let double_out = u64::from(played & double == 0).wrapping_neg();
                let take = (double & double_out) | (TileSet::with_number_low(n) & !double_out);
                *word = take & u64::from(taking >> i & 1).wrapping_neg();
            }
            return out;
        }
        let mut open = open;
        while open != 0 {
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            out[i] = self.fitting_low(self.layout.end_number(End(i as u8)), u64::MAX);
        }
        out
    }

    /// Every tile (among the first 64, in a game whose set fits one word) that may be
    /// played on some end now.
    #[inline]
    fn accepted_anywhere(&self) -> u64 {
        self.end_accepts().iter().fold(0, |all, &word| all | word)
    }

    /// [`Round::fitting`] on the first word: the tiles of `hand` that join a number `n`.
    #[inline(always)]
    fn fitting_low(&self, n: u8, hand: u64) -> u64 {
        match self.mech.join {
            Join::Match => hand & TileSet::with_number_low(n),
            Join::SumTo(target) => {
                let mut fit = hand & self.wild;
                if target >= n && target - n <= self.mech.set.top() {
                    fit |= hand & TileSet::with_number_low(target - n);
                }
                fit
            }
        }
    }

    /// Pushes every tile-on-end play; returns how many.
    #[inline]
    fn generate_plays(&self, out: &mut MoveList) -> usize {
        let hand = self.hands[self.turn.index()];
        let before = out.len();
        if self.packed_line {
            // Both ends' fitting tiles in one word: one loop, one hard-to-predict exit.
            let mut bits = self.packed_plays(hand);
            while bits != 0 {
                out.push(self.packed_move(bits.trailing_zeros()));
                bits &= bits - 1;
            }
            return out.len() - before;
        }
        let uncovered = self.arms_uncovered();
        let mut open = self.layout.open_mask();
        while open != 0 {
            let e = End(open.trailing_zeros() as u8);
            open &= open - 1;
            let n = self.layout.end_number(e);
            let fit = self.playable_on(e, hand, uncovered);
            match self.mech.join {
                Join::Match => fit.for_each(|tile| {
                    out.push(Move::Play {
                        tile,
                        end: e,
                        open: tile.other(n),
                    })
                }),
                Join::SumTo(target) => fit.for_each(|tile| {
                    if is_matador(tile, target) {
                        out.push(Move::Play {
                            tile,
                            end: e,
                            open: tile.low(),
                        });
                        if !tile.is_double() {
                            out.push(Move::Play {
                                tile,
                                end: e,
                                open: tile.high(),
                            });
                        }
                    } else {
                        let open = if tile.low() + n == target {
                            tile.high()
                        } else {
                            tile.low()
                        };
                        out.push(Move::Play { tile, end: e, open });
                    }
                }),
            }
        }
        out.len() - before
    }

    /// French: whether some side of the posed double is still uncovered (then only those
    /// sides take tiles).
    #[inline]
    fn arms_uncovered(&self) -> bool {
        self.layout.kind() == LayoutKind::Arms && (0..4).any(|e| self.layout.arm_len(End(e)) == 0)
    }

    /// The tiles of `hand` that may go on end `e` now: those that join it, less what the
    /// French arm rules forbid (`uncovered` from [`Round::arms_uncovered`]).
    #[inline(always)]
    fn playable_on(&self, e: End, hand: TileSet, uncovered: bool) -> TileSet {
        if self.layout.kind() != LayoutKind::Arms {
            return self.fitting(e, hand);
        }
        if uncovered && self.layout.arm_len(e) > 0 {
            return TileSet::EMPTY;
        }
        // An arm showing a number whose double is still out takes only that double.
        let n = self.layout.end_number(e);
        let double = Tile::new(n, n);
        if self.layout.played().contains(double) {
            self.fitting(e, hand)
        } else if hand.contains(double) {
            TileSet::EMPTY.with(double)
        } else {
            TileSet::EMPTY
        }
    }

    /// Whether `seat` holds a tile that fits now (ignoring whose turn it is).
    pub fn can_play(&self, seat: Seat) -> bool {
        let hand = self.hands[seat.index()];
        if self.one_word {
            return hand.low_word() & self.accepted_anywhere() != 0;
        }
        let uncovered = self.arms_uncovered();
        let mut open = self.layout.open_mask();
        while open != 0 {
            let e = End(open.trailing_zeros() as u8);
            open &= open - 1;
            if !self.playable_on(e, hand, uncovered).is_empty() {
                return true;
            }
        }
        false
    }

    /// Plays a move after checking it, or says precisely why it is illegal.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.legal_moves().contains(&mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(self.why_illegal(mv))
        }
    }

    /// Plays a move known to be legal (from [`Round::legal_moves`]). Fast, for simulation
    /// and search; an illegal move leaves the hand in a meaningless state.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        self.play_inline(mv);
    }

    /// [`Round::play_unchecked`], always inlined: the random playout loop's copy.
    #[inline(always)]
    fn play_inline(&mut self, mv: Move) {
        let seat = self.turn.index();
        // The common move first, as a plain branch rather than a jump table.
        if let Move::Play { tile, end, open } = mv {
            self.hands[seat].remove(tile);
            if self.mech.pass_penalties {
                self.pass_streak[seat] = 0;
            }
            // A missed claim not taken at once is lost.
            self.pending = None;
            // Judged on the layout as it was before this tile.
            let out = self.hands[seat].is_empty();
            let (key, either) = if out {
                self.last_tile_facts(tile)
            } else {
                (false, false)
            };
            self.layout.place(end, tile, open);
            self.after_tile(tile, out, key, either);
            return;
        }
        if mv == Move::Pass {
            self.pass();
            return;
        }
        self.play_other(mv);
    }

    /// Every move but a tile on an end: kept out of line so the hot path stays small.
    #[inline(never)]
    fn play_other(&mut self, mv: Move) {
        let seat = self.turn.index();
        match mv {
            Move::Poser(s) => {
                self.pose_rule = PoseRule::Any(s);
                self.turn = s;
                self.poser = s;
                self.phase = Phase::Pose;
            }
            Move::Pose(tile) => {
                self.hands[seat].remove(tile);
                self.pending = None;
                self.layout.place_pose(tile);
                self.poser = self.turn;
                self.phase = Phase::Play;
                self.playing = true;
                let out = self.hands[seat].is_empty();
                self.after_tile(tile, out, false, false);
            }
            Move::Play { .. } => {}
            Move::Claim => {
                if let Some(p) = self.pending.take() {
                    self.earned[seat] += p.points;
                }
                self.turn = self.mech.direction.next(self.turn, self.mech.players);
            }
            Move::Muggins => {
                if let Some(p) = self.pending.take() {
                    self.earned[seat] += p.points;
                    self.taken[seat] += p.points;
                }
            }
            Move::Draw => {
                self.pending = None;
                self.known = 0;
                self.able = 0;
                let tile = self.stock[self.stock_next as usize];
                self.stock_next += 1;
                self.hands[seat].insert(tile);
            }
            Move::Pass => self.pass(),
        }
    }

    /// A pass: the second most common move, so a plain call rather than a branch of
    /// [`Round::play_other`]'s jump table.
    #[inline]
    fn pass(&mut self) {
        let seat = self.turn.index();
        if let Some(p) = self.pending {
            if !p.missed {
                // Going on without claiming: the next player may take the points.
                self.pending = Some(PendingClaim { missed: true, ..p });
                self.turn = self.mech.direction.next(self.turn, self.mech.players);
                return;
            }
            self.pending = None;
        }
        if !self.playing {
            // The pose passes on (French: no double to pose).
            let next = self.mech.direction.next(self.turn, self.mech.players);
            self.pose_rule = PoseRule::AnyDouble(next);
            self.turn = next;
            self.poser = next;
            return;
        }
        self.passes_in_row += 1;
        if self.mech.pass_penalties {
            self.penalize_pass(seat);
        }
        // Passes change no hand and no end, so only the pass that completes a full round
        // can reveal a block; later passes in the same run cannot.
        if self.passes_in_row == self.mech.players && self.nobody_can_play() {
            self.end_blocked();
        } else {
            self.turn = self.mech.direction.next(self.turn, self.mech.players);
        }
    }

    /// French penalties for a pass by `seat` (see [`super::penalty`]).
    fn penalize_pass(&mut self, seat: usize) {
        // Once nobody can play the hand is blocked: the passes that show it cost nothing
        // (no board pass, since the last player never plays again).
        let players = self.mech.players;
        let able = self.can_play_cached(Seat(seat as u8));
        if !able && self.everyone_stuck() {
            return;
        }
        // Who can play: this seat, and every seat on the pass that may complete a board
        // pass.
        let mask = if self.passes_in_row + 1 == players {
            Seat::all(players).fold(0u8, |m, s| m | u8::from(self.can_play_cached(s)) << s.0)
        } else {
            u8::from(able) << seat
        };
        // The player after the last passers made the last play.
        let player = self.mech.direction.next(Seat(seat as u8), players);
        charge_pass(
            &mut self.penalties,
            &mut self.pass_streak,
            mask,
            seat,
            self.passes_in_row,
            players,
            player.index(),
        );
    }

    fn nobody_can_play(&mut self) -> bool {
        // Where passing is only legal when stuck, a full round of passes proves it.
        !self.mech.pass_always || self.everyone_stuck()
    }

    /// Whether no seat can play now, each seat worked out once per position.
    fn everyone_stuck(&mut self) -> bool {
        if self.one_word {
            // One look at the ends answers for every seat (see `can_play_cached`).
            self.can_play_cached(self.turn);
            return self.able == 0;
        }
        Seat::all(self.mech.players).all(|s| !self.can_play_cached(s))
    }

    /// [`Round::can_play`], remembered until the position changes.
    #[inline(always)]
    fn can_play_cached(&mut self, seat: Seat) -> bool {
        let bit = 1 << seat.0;
        if self.known & bit == 0 {
            self.learn_can_play(seat);
        }
        self.able & bit != 0
    }

    /// Works out whether `seat` can play for [`Round::can_play_cached`]: with a one-word
    /// set, every seat at once, since the ends take the same tiles whoever holds them.
    #[inline(never)]
    fn learn_can_play(&mut self, seat: Seat) {
        if self.one_word {
            self.learn_who_can_play(self.accepted_anywhere());
        } else {
            let bit = 1 << seat.0;
            self.known |= bit;
            if self.can_play(seat) {
                self.able |= bit;
            }
        }
    }

    /// Remembers which seats can play, given `accepted`, every tile some end takes now
    /// (a game whose set fits one word).
    fn learn_who_can_play(&mut self, accepted: u64) {
        let mut able = 0;
        for s in 0..self.mech.players as usize {
            able |= ((self.hands[s].low_word() & accepted != 0) as u8) << s;
        }
        self.known = (1 << self.mech.players) - 1;
        self.able = able;
    }

    #[inline(always)]
    fn after_tile(&mut self, tile: Tile, out: bool, key_tile: bool, either_end: bool) {
        self.passes_in_row = 0;
        self.known = 0;
        self.able = 0;
        if self.mech.fives != Fives::Off {
            let total = self.layout.fives_total();
            if total > 0 && total % 5 == 0 {
                if self.mech.fives == Fives::Muggins && !out {
                    // The player must claim before play moves on.
                    self.pending = Some(PendingClaim {
                        seat: self.turn,
                        points: total,
                        missed: false,
                    });
                    return;
                }
                self.earned[self.turn.index()] += total;
            }
        }
        if out {
            self.phase = Phase::Over;
            self.playing = false;
            self.end = Some(RoundEnd::Out {
                seat: self.turn,
                tile,
                key_tile,
                either_end,
            });
        } else {
            self.turn = self.mech.direction.next(self.turn, self.mech.players);
        }
    }

    /// Key tile and either-end facts about a last tile, judged before it is placed.
    fn last_tile_facts(&self, tile: Tile) -> (bool, bool) {
        if self.layout.kind() != LayoutKind::Line {
            return (false, false);
        }
        let (a, b) = (
            self.layout.end_number(End::LEFT),
            self.layout.end_number(End::RIGHT),
        );
        let matches_both = !tile.is_double()
            && ((tile.low() == a && tile.high() == b) || (tile.low() == b && tile.high() == a));
        let key = matches_both
            && a != b
            && self.layout.is_hard(End::LEFT, self.mech.set)
            && self.layout.is_hard(End::RIGHT, self.mech.set);
        (key, matches_both)
    }

    /// Explains why `mv` is not among the legal moves.
    fn why_illegal(&self, mv: Move) -> IllegalMove {
        let hand = self.hands[self.turn.index()];
        match (self.phase, mv) {
            (Phase::Over, _) => IllegalMove::RoundOver,
            (Phase::ChoosePoser(_), Move::Poser(s)) => IllegalMove::NotPoser(s),
            (Phase::ChoosePoser(team), _) => IllegalMove::MustChoosePoser(team),
            (_, Move::Poser(s)) => IllegalMove::NotPoser(s),
            (Phase::Pose, Move::Pose(t)) if !hand.contains(t) => IllegalMove::NotInHand(t),
            (Phase::Pose, Move::Pose(_)) => match self.pose_rule {
                PoseRule::Tile(t) => IllegalMove::MustPose(t),
                _ => IllegalMove::MustPoseDouble,
            },
            (Phase::Pose, Move::Pass) => match self.pose_rule {
                PoseRule::AnyDouble(_) => IllegalMove::MustPlay,
                PoseRule::Tile(t) => IllegalMove::MustPose(t),
                _ => IllegalMove::MustPlay,
            },
            (_, Move::Claim) | (_, Move::Muggins) => IllegalMove::NothingToClaim,
            (Phase::Pose, _) => IllegalMove::NotPosed,
            (Phase::Play, _) if self.pending.is_some_and(|p| !p.missed) => {
                IllegalMove::MustClaimOrPass
            }
            (Phase::Play, Move::Pose(_)) => IllegalMove::AlreadyPosed,
            (Phase::Play, Move::Play { tile, end, open }) => {
                if !hand.contains(tile) {
                    IllegalMove::NotInHand(tile)
                } else if end.index() >= 4 || !self.layout.is_open(end) {
                    IllegalMove::EndClosed(end)
                } else if self.legal_moves().iter().any(
                    |m| matches!(m, Move::Play { tile: t, end: e, .. } if *t == tile && *e == end),
                ) {
                    IllegalMove::WrongOpen(tile, end, open)
                } else {
                    IllegalMove::DoesNotFit(tile, end)
                }
            }
            (Phase::Play, Move::Draw) => {
                if self.mech.draw == DrawRule::Never {
                    IllegalMove::NoDrawing
                } else if self.stock_next >= self.stock_len {
                    IllegalMove::BoneyardEmpty
                } else {
                    IllegalMove::MustPlay
                }
            }
            (Phase::Play, Move::Pass) => {
                if self.legal_moves().contains(&Move::Draw) {
                    IllegalMove::MustDraw
                } else {
                    IllegalMove::MustPlay
                }
            }
        }
    }

    /// Reads a move written in record notation (see [`Move::notation`]) against this
    /// position. The open number of an ordinary play is worked out from the end.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let err = |why: &'static str| MoveTextError {
            text: text.to_string(),
            why,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let players = self.mech.players;
        match words.as_slice() {
            ["pass"] => Ok(Move::Pass),
            ["claim"] => Ok(Move::Claim),
            ["muggins"] => Ok(Move::Muggins),
            ["draw"] => Ok(Move::Draw),
            ["poser", seat] => Seat::from_name(seat, players)
                .map(Move::Poser)
                .ok_or_else(|| err("unknown seat name")),
            ["pose", tile] => tile
                .parse::<Tile>()
                .map(Move::Pose)
                .map_err(|_| err("not a tile")),
            [tile, end, rest @ ..] => {
                let tile: Tile = tile.parse().map_err(|_| err("not a tile"))?;
                let end =
                    End::from_name(end, self.layout.kind()).ok_or_else(|| err("unknown end"))?;
                let open = match rest {
                    [] => {
                        // A wild tile that may leave either number open must say which.
                        let choices = self
                            .legal_moves()
                            .iter()
                            .filter(|m| matches!(m, Move::Play { tile: t, end: e, .. } if *t == tile && *e == end))
                            .count();
                        if choices > 1 {
                            return Err(err(
                                "either of its numbers may stay open here: add 'open N'",
                            ));
                        }
                        let n = self.layout.end_number(end);
                        match self.mech.join {
                            Join::Match => tile.other(n),
                            Join::SumTo(target) => {
                                if tile.low() + n == target {
                                    tile.high()
                                } else {
                                    tile.low()
                                }
                            }
                        }
                    }
                    ["open", n] => n.parse().map_err(|_| err("open takes a number"))?,
                    _ => return Err(err("expected 'open N' after the end")),
                };
                Ok(Move::Play { tile, end, open })
            }
            _ => Err(err("expected pose T, T END, draw, pass or poser SEAT")),
        }
    }

    /// Writes a move in record notation for this game.
    pub fn notation(&self, mv: Move) -> String {
        mv.notation(self.mech.layout, self.mech.players, self.mech.join)
    }

    /// A short description of a move by the seat to move, for logs and announcements
    /// ("East played 6-2 on the right end").
    pub fn describe(&self, mv: Move) -> String {
        let who = self.turn.name(self.mech.players);
        match mv {
            Move::Poser(s) => format!("{} will pose", s.name(self.mech.players)),
            Move::Pose(t) => format!("{who} posed {t}"),
            Move::Play { tile, end, open } => {
                let on = end.label(self.layout.kind()).to_ascii_lowercase();
                match self.mech.join {
                    // Touching numbers add up to a target, so the number left open is
                    // not plain to see (and a wild tile may leave either).
                    Join::SumTo(_) => {
                        format!("{who} played {tile} on the {on}, leaving {open} open")
                    }
                    Join::Match => format!("{who} played {tile} on the {on}"),
                }
            }
            Move::Draw => format!("{who} drew from the boneyard"),
            Move::Pass => match self.pending {
                Some(p) if !p.missed => format!("{who} did not claim {} points", p.points),
                _ => format!("{who} passed"),
            },
            Move::Claim => match self.pending {
                Some(p) => format!("{who} claimed {} points", p.points),
                None => format!("{who} claimed"),
            },
            Move::Muggins => match self.pending {
                Some(p) => format!("{who} called muggins and took {} points", p.points),
                None => format!("{who} called muggins"),
            },
        }
    }
}

/// A move in record notation that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTextError {
    /// The text.
    pub text: String,
    /// What is wrong with it.
    pub why: &'static str,
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot read move '{}': {}",
            super::input::shown(&self.text),
            self.why
        )
    }
}

impl std::error::Error for MoveTextError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Family, HouseRules, Match, Variant};

    /// Every family, player count and set, with the default house rules.
    fn every_table() -> Vec<Variant> {
        let mut all = Vec::new();
        for family in Family::ALL {
            for &players in family.player_counts() {
                for set in family.sets() {
                    let v = Variant::new(family, players, set.top(), &HouseRules::new());
                    all.push(v.unwrap());
                }
            }
        }
        all
    }

    /// The French loop (passes, penalties, board passes, blocks) over many hands: the
    /// same moves, draws and end as playing `play_random` one move at a time, in both
    /// versions of the playout.
    #[test]
    fn french_playout_loop_matches_move_by_move() {
        let mut scratch = MoveList::new();
        let v = Variant::new(Family::French, 4, 6, &HouseRules::new()).unwrap();
        let (mut blocked, mut hands) = (0, 0);
        // About two hands a match, one hand in a hundred blocked.
        for seed in 0..3000 {
            let mut m = Match::new(v.clone(), seed);
            m.set_explain(false);
            let mut rng = Rng::new(seed + 100);
            for _ in 0..100 {
                if m.is_over() {
                    break;
                }
                let (mut whole, mut whole_rng) = (m.round().clone(), rng.clone());
                let played = whole.play_random_to_end(&mut whole_rng, &mut scratch);
                let (mut portable, mut portable_rng) = (m.round().clone(), rng.clone());
                let portable_played =
                    portable.play_random_to_end_here::<false>(&mut portable_rng, &mut scratch);
                let mut count = 0;
                while !m.hand_finished() {
                    m.play_random(&mut rng, &mut scratch);
                    count += 1;
                }
                let ctx = format!("seed {seed} hand {hands}");
                assert_eq!((played, portable_played), (count, count), "{ctx}: moves");
                assert_eq!((&whole_rng, &portable_rng), (&rng, &rng), "{ctx}: draws");
                let expected = format!("{:?}", m.round());
                assert_eq!(format!("{whole:?}"), expected, "{ctx}");
                assert_eq!(format!("{portable:?}"), expected, "{ctx}: portable");
                blocked += u32::from(m.round().end() == Some(RoundEnd::Blocked));
                hands += 1;
                m.next_hand();
            }
        }
        // Both ways a French hand ends were seen many times.
        assert!(
            hands > 5000 && blocked > 20,
            "{hands} hands, {blocked} blocked"
        );
    }

    /// The chosen bit of a word: the loop and the BMI2 instruction agree, and both give
    /// the bit with `k` set bits below it.
    #[test]
    fn select_bit_with_pdep_matches_the_loop() {
        let mut rng = Rng::new(3);
        for _ in 0..10_000 {
            let word = rng.next_u64() & rng.next_u64();
            for k in 0..word.count_ones() {
                let expected = select_bit(word, k);
                assert_eq!(word >> expected & 1, 1);
                assert_eq!((word & ((1 << expected) - 1)).count_ones(), k);
                assert_eq!(select_bit_with::<false>(word, k), expected);
                #[cfg(target_arch = "x86_64")]
                if fast_bit_instructions() {
                    // The CPU has BMI2, as `select_bit_with::<true>` needs.
                    assert_eq!(select_bit_with::<true>(word, k), expected, "{word:#x} {k}");
                }
            }
        }
    }

    /// `play_random_to_end` (with its own loop for plain line games) plays exactly the
    /// moves `play_random` would, one at a time, with the same draws and the same end;
    /// so does the portable version of the playout loop (wasm, other CPUs).
    #[test]
    fn random_playout_matches_move_by_move() {
        let mut scratch = MoveList::new();
        for v in every_table() {
            let (family, players, set) = (v.family(), v.players(), v.set().top());
            let mut m = Match::new(v, 17);
            let mut rng = Rng::new(9);
            for hand in 0..40 {
                if m.is_over() {
                    break;
                }
                let mut whole = m.round().clone();
                let mut whole_rng = rng.clone();
                let played = whole.play_random_to_end(&mut whole_rng, &mut scratch);
                // The portable version (wasm, other CPUs) plays the same hand.
                let (mut portable, mut portable_rng) = (m.round().clone(), rng.clone());
                let portable_played =
                    portable.play_random_to_end_here::<false>(&mut portable_rng, &mut scratch);
                let mut count = 0;
                while !m.hand_finished() {
                    m.play_random(&mut rng, &mut scratch);
                    count += 1;
                }
                let ctx = format!("{family:?} {players}p {set} hand {hand}");
                assert_eq!(played, count, "{ctx}: moves");
                assert_eq!(whole_rng, rng, "{ctx}: draws");
                assert_eq!(format!("{whole:?}"), format!("{:?}", m.round()), "{ctx}");
                assert_eq!(portable_played, count, "{ctx}: portable moves");
                assert_eq!(portable_rng, rng, "{ctx}: portable draws");
                assert_eq!(
                    format!("{portable:?}"),
                    format!("{whole:?}"),
                    "{ctx}: portable"
                );
                m.next_hand();
            }
        }
    }

    /// `random_move` must pick exactly what the generator's list would, with the same
    /// draw from the generator, in every family and set (fast path or not); `play_random`
    /// must play that move and reach the same position as `play_unchecked`.
    #[test]
    fn random_move_matches_the_generator() {
        let mut list = MoveList::new();
        let mut scratch = MoveList::new();
        for v in every_table() {
            let (family, players, set) = (v.family(), v.players(), v.set().top());
            let mut m = Match::new(v, 11);
            let mut rng = Rng::new(5);
            for _ in 0..3000 {
                if m.is_over() {
                    break;
                }
                if m.hand_finished() {
                    m.next_hand();
                    continue;
                }
                let mut probe = rng.clone();
                m.round().generate(&mut list);
                let expected = list[probe.pick(list.len() as u32) as usize];
                let mut fused_rng = rng.clone();
                let got = m.round().random_move(&mut rng, &mut scratch);
                assert_eq!(got, expected, "{family:?} {players}p {set}");
                assert_eq!(rng, probe, "same draws");
                let mut fused = m.round().clone();
                assert_eq!(fused.play_random(&mut fused_rng, &mut scratch), got);
                assert_eq!(fused_rng, rng, "play_random: same draws");
                m.play(got).unwrap();
                assert_eq!(
                    format!("{fused:?}"),
                    format!("{:?}", m.round()),
                    "play_random: same position"
                );
            }
        }
    }
}
