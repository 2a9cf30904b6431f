//! What a seat can work out from its view alone: which tiles it cannot see, how they are
//! split between the other hands and the boneyard, and which numbers each player has shown
//! it lacks (a player who passed, or drew because nothing fitted, holds no tile that fitted
//! at that moment).
//!
//! The public course of the hand is rebuilt on a *public hand*: a [`Hand`] in which every
//! seat is dealt every tile of the game, so the engine's one legal-move generator says which
//! tiles fitted each end at every moment without anybody's real hand being known. Nothing
//! here reads hidden tiles: the input is a [`View`].

use super::view::View;
use crate::rules::{
    Deal, DrawRule, Hand, Mechanics, Move, MoveList, Phase, PoseRule, Seat, Tile, TileSet,
    MAX_PLAYERS,
};

/// A fact learned from a pass or a draw: at that moment `seat` held none of `tiles` (the
/// tiles that fitted). Tiles drawn since may break it, so at most `allowance` of the seat's
/// present tiles are among `tiles`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Void {
    /// The seat that passed or drew.
    pub seat: Seat,
    /// The tiles that would have fitted then.
    pub tiles: TileSet,
    /// How many of the seat's present tiles may still be among `tiles`: tiles it drew
    /// after the event and has not played (0 in games without drawing).
    pub allowance: u8,
}

/// Everything one seat can infer about the hidden tiles from its [`View`].
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// The seat that knows this.
    pub seat: Seat,
    /// How hands are dealt and played.
    pub mech: Mechanics,
    /// The seat's own tiles.
    pub hand: TileSet,
    /// Tiles the seat cannot see: in other hands, in the boneyard or out of play.
    pub unknown: TileSet,
    /// How many tiles each seat holds now.
    pub sizes: [u8; MAX_PLAYERS],
    /// How many unknown tiles are in no hand (the boneyard and tiles out of play).
    pub rest: u8,
    /// Tiles each seat surely lacks now (voids that no later draw can have broken).
    pub lacks: [TileSet; MAX_PLAYERS],
    /// Voids that later draws may have broken in part (`allowance > 0`).
    pub soft_voids: Vec<Void>,
    /// Tiles each seat has put on the table this hand.
    pub played_by: [TileSet; MAX_PLAYERS],
    /// The pose rule the hand started under (the view shows the present one).
    pub initial_pose: PoseRule,
    /// A learnt tilt of the guesses towards the seats whose plays suggest a tile
    /// ([`super::reading`]); `None` splits by room alone.
    pub lean: Option<super::reading::Lean>,
}

/// The pose rule a hand started under, worked out from the present rule and the first move
/// (choosing a poser or passing the pose on changes the rule as the hand goes).
pub fn initial_pose_rule(view: &View) -> PoseRule {
    let Some(&(first, mv)) = view.history.first() else {
        return view.pose_rule;
    };
    if let Move::Poser(_) = mv {
        return PoseRule::Team(first.team());
    }
    match view.pose_rule {
        PoseRule::Tile(t) => PoseRule::Tile(t),
        PoseRule::Any(_) => PoseRule::Any(first),
        PoseRule::AnyDouble(_) => PoseRule::AnyDouble(first),
        PoseRule::Team(t) => PoseRule::Team(t),
    }
}

/// How many tiles are not dealt to any hand at the start of a hand.
pub fn undealt_at_start(mech: &Mechanics) -> usize {
    mech.in_play
        .len()
        .saturating_sub(mech.players as usize * mech.hand_size as usize)
}

/// A hand where every seat holds every tile of the game: it follows the public course of
/// a hand (ends, turn, phase, claims) and its legal moves list every tile that fits.
pub(crate) fn public_hand(mech: &Mechanics, pose: PoseRule) -> Hand {
    let mut hands = [TileSet::EMPTY; MAX_PLAYERS];
    for hand in hands.iter_mut().take(mech.players as usize) {
        *hand = mech.in_play;
    }
    let mut boneyard = arrayvec::ArrayVec::new();
    let filler = mech.in_play.iter().next().unwrap_or(Tile::new(0, 0));
    for _ in 0..undealt_at_start(mech) {
        boneyard.push(filler);
    }
    Hand::new(*mech, &Deal { hands, boneyard }, pose)
}

/// The tiles that fit in `hand` now, for a seat holding every tile.
pub(crate) fn fitting_tiles(hand: &Hand, list: &mut MoveList) -> TileSet {
    hand.generate(list);
    let mut fit = TileSet::EMPTY;
    for mv in list.iter() {
        if let Move::Play { tile, .. } = *mv {
            fit.insert(tile);
        }
    }
    fit
}

impl Knowledge {
    /// Works out what `view.seat` knows.
    pub fn new(view: &View) -> Knowledge {
        let mech = *view.variant.mechanics();
        let players = mech.players as usize;
        let initial_pose = initial_pose_rule(view);
        let mut hand = public_hand(&mech, initial_pose);
        let mut list = MoveList::new();
        let mut played_by = [TileSet::EMPTY; MAX_PLAYERS];
        // (history index, void) for every pass or stuck draw.
        let mut events: Vec<(usize, Void)> = Vec::new();
        for (i, &(seat, mv)) in view.history.iter().enumerate() {
            match mv {
                Move::Pass if hand.phase() == Phase::Pose => {
                    // French: passing the pose on means holding no double.
                    let tiles = mech.in_play.doubles();
                    events.push((i, void(seat, tiles)));
                }
                Move::Pass => {
                    let claim_waiting = hand.pending_claim().is_some_and(|p| !p.missed);
                    if !claim_waiting {
                        // French allows passing when able, at a 10-point cost: read it as a
                        // void all the same, as nobody pays that willingly.
                        events.push((i, void(seat, fitting_tiles(&hand, &mut list))));
                    }
                }
                Move::Draw if mech.draw == DrawRule::WhenStuck => {
                    events.push((i, void(seat, fitting_tiles(&hand, &mut list))));
                }
                Move::Play { tile, .. } | Move::Pose(tile) => played_by[seat.index()].insert(tile),
                _ => {}
            }
            hand.play_unchecked(mv);
        }
        let mut lacks = [TileSet::EMPTY; MAX_PLAYERS];
        let mut soft_voids = Vec::new();
        for (i, mut v) in events {
            if v.seat == view.seat {
                continue;
            }
            v.allowance = drawn_and_kept_since(view, v.seat, i);
            if v.allowance == 0 {
                lacks[v.seat.index()] |= v.tiles;
            } else {
                soft_voids.push(v);
            }
        }
        let seen = view.hand | view.layout.played();
        let unknown = mech.in_play - seen;
        let in_hands: usize = (0..players)
            .filter(|&s| s != view.seat.index())
            .map(|s| view.hand_sizes[s] as usize)
            .sum();
        Knowledge {
            seat: view.seat,
            mech,
            hand: view.hand,
            unknown,
            sizes: view.hand_sizes,
            rest: unknown.len().saturating_sub(in_hands) as u8,
            lacks,
            soft_voids,
            played_by,
            initial_pose,
            lean: None,
        }
    }

    /// How many unknown tiles show `n`.
    pub fn outstanding(&self, n: u8) -> usize {
        (self.unknown & TileSet::with_number(n)).len()
    }

    /// Research only (the arena's `--a-sees-partner`): told that `seat` holds `tiles`
    /// (which must be in its hand), so every guess deals them to it.
    pub fn holds(&mut self, seat: Seat, tiles: TileSet) {
        for s in Seat::all(self.mech.players) {
            if s != seat && s != self.seat {
                self.lacks[s.index()] |= tiles;
            }
        }
    }

    /// Research only: told that `seat` holds exactly `tiles` (its whole hand), so every
    /// guess deals it those and no others.
    pub fn reveal(&mut self, seat: Seat, tiles: TileSet) {
        self.holds(seat, tiles);
        self.lacks[seat.index()] |= self.unknown - tiles;
    }

    /// The other seats, in seat order.
    pub fn others(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.mech.players).filter(move |&s| s != self.seat)
    }
}

fn void(seat: Seat, tiles: TileSet) -> Void {
    Void {
        seat,
        tiles,
        allowance: 0,
    }
}

/// Tiles `seat` drew at or after history index `from` and still holds: each draw adds one,
/// each play right after the seat's own draw uses the tile just drawn (when nothing fitted
/// before the draw, only the drawn tile can fit after it).
fn drawn_and_kept_since(view: &View, seat: Seat, from: usize) -> u8 {
    let mut kept = 0i32;
    for j in from..view.history.len() {
        let (s, mv) = view.history[j];
        if s != seat {
            continue;
        }
        match mv {
            Move::Draw => kept += 1,
            Move::Play { .. } if j > from && view.history[j - 1] == (seat, Move::Draw) => kept -= 1,
            _ => {}
        }
    }
    kept.clamp(0, u8::MAX as i32) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    /// Plays random moves and checks that every void read from the history holds for the
    /// real hands, and that the tile accounting adds up.
    #[test]
    fn voids_hold_for_the_real_hands() {
        let mut checked = 0;
        crate::ai::walk_positions(20, |m, view, _rng, (family, players, _seed)| {
            let me = view.seat;
            let k = Knowledge::new(view);
            for s in Seat::all(players) {
                let real = m.hand().hand(s);
                assert!((real & k.lacks[s.index()]).is_empty(), "{family:?}");
                if s != me {
                    assert_eq!(real - k.unknown, TileSet::EMPTY);
                }
            }
            for sv in &k.soft_voids {
                let real = m.hand().hand(sv.seat);
                assert!((real & sv.tiles).len() <= sv.allowance as usize);
            }
            let hidden: usize = k.others().map(|s| k.sizes[s.index()] as usize).sum();
            assert_eq!(hidden + k.rest as usize, k.unknown.len());
            checked += 1;
        });
        assert!(checked > 1000);
    }
}
