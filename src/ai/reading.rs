//! A learnt reading of the other seats' plays: how much more or less likely each seat is to
//! hold each unseen tile, given what it played, what it played past, what it left open and
//! what it posed.
//!
//! The guesses of [`super::sample`] split the unseen tiles in proportion to the room in
//! each hand, respecting the voids a pass or a stuck draw shows. A [`Lean`] tilts that
//! split: a tile goes to a seat with weight `room x exp(score)`, the score a weighted sum
//! of the [`FEATURES`] below, the weights fitted to the arena's own hands (`dominoes
//! measure reading`) so that they say how searching players' plays give their hands away.
//! Nothing here reads hidden tiles: the input is a [`View`].

use super::knowledge::{fitting_tiles, public_hand, Knowledge};
use super::view::View;
use crate::rules::tile::MAX_TILES;
use crate::rules::{Move, MoveList, Tile, MAX_PLAYERS};

/// The number of features of a seat and a tile.
pub const FEATURES: usize = 7;

/// The weights fitted by `dominoes measure reading --family jamaican --hands 200
/// --iterations 1500` (hard self-play; README "Session 13"), in the order of
/// [`Tally::features`].
pub const WEIGHTS: [f64; FEATURES] = [-0.188, -0.447, -0.098, -0.362, -0.791, 0.516, 0.189];

/// What each seat's public plays say about each tile, counted once from the history: the
/// makings of [`Tally::features`].
#[derive(Clone, Debug)]
pub struct Tally {
    /// Times each seat played on past the tile while it fitted.
    passed_over: Vec<u8>,
    /// Times each seat played a tile showing each number.
    played: [[u8; 16]; MAX_PLAYERS],
    /// Times each seat's play left each number open.
    left_open: [[u8; 16]; MAX_PLAYERS],
    /// The tile each seat posed.
    posed: [Option<Tile>; MAX_PLAYERS],
    /// The set's top number.
    top: u8,
}

impl Tally {
    /// Reads `view`'s public history (the seat's own hand is never looked at).
    pub fn new(view: &View, know: &Knowledge) -> Tally {
        let mech = know.mech;
        let mut hand = public_hand(&mech, know.initial_pose);
        let mut list = MoveList::new();
        let mut t = Tally {
            passed_over: vec![0; MAX_PLAYERS * MAX_TILES],
            played: [[0; 16]; MAX_PLAYERS],
            left_open: [[0; 16]; MAX_PLAYERS],
            posed: [None; MAX_PLAYERS],
            top: mech.set.top(),
        };
        for &(seat, mv) in &view.history {
            let s = seat.index();
            match mv {
                Move::Play { tile, open, .. } => {
                    let fit = fitting_tiles(&hand, &mut list);
                    fit.for_each(|f| {
                        if f != tile {
                            let c = &mut t.passed_over[s * MAX_TILES + f.index()];
                            *c = c.saturating_add(1);
                        }
                    });
                    t.count_play(s, tile);
                    if let Some(c) = t.left_open[s].get_mut(open as usize) {
                        *c = c.saturating_add(1);
                    }
                }
                Move::Pose(tile) => {
                    t.count_play(s, tile);
                    t.posed[s] = Some(tile);
                }
                _ => {}
            }
            hand.play_unchecked(mv);
        }
        t
    }

    fn count_play(&mut self, s: usize, tile: Tile) {
        for n in numbers(tile) {
            if let Some(c) = self.played[s].get_mut(n as usize) {
                *c = c.saturating_add(1);
            }
        }
    }

    /// The features of `seat` holding `tile`:
    /// 0. it played past the tile while the tile fitted (once or more);
    /// 1. the same, for a double;
    /// 2. the same, times the tile's share of the heaviest tile's pips;
    /// 3. it played past the tile more than once;
    /// 4. tiles it played showing the tile's numbers (half each);
    /// 5. times its plays left one of the tile's numbers open;
    /// 6. its pose shared a number with the tile.
    pub fn features(&self, seat: usize, tile: Tile) -> [f64; FEATURES] {
        let over = self.passed_over[seat * MAX_TILES + tile.index()];
        let passed = f64::from(u8::from(over > 0));
        let mut played = 0.0;
        let mut left = 0.0;
        for n in numbers(tile) {
            played += 0.5 * f64::from(self.played[seat].get(n as usize).copied().unwrap_or(0));
            left += f64::from(self.left_open[seat].get(n as usize).copied().unwrap_or(0));
        }
        let posed = self.posed[seat]
            .is_some_and(|p| numbers(p).any(|n| n == tile.low() || n == tile.high()));

        [
            passed,
            passed * f64::from(u8::from(tile.is_double())),
            passed * f64::from(tile.pips()) / f64::from(2 * self.top.max(1)),
            f64::from(u8::from(over > 1)),
            played,
            left,
            f64::from(u8::from(posed)),
        ]
    }
}

/// The one or two numbers a tile shows.
fn numbers(tile: Tile) -> impl Iterator<Item = u8> {
    let (a, b) = (tile.low(), tile.high());
    std::iter::once(a).chain((a != b).then_some(b))
}

/// Each seat's score for holding each unseen tile under `weights`: the log of how much
/// more likely than its room alone says.
#[derive(Clone, Debug, PartialEq)]
pub struct Lean {
    scores: Vec<f32>,
}

impl Lean {
    /// The lean of `know`'s unseen tiles, from `view`'s history, under `weights`.
    pub fn new(view: &View, know: &Knowledge, weights: &[f64; FEATURES]) -> Lean {
        let tally = Tally::new(view, know);
        let mut scores = vec![0.0f32; MAX_PLAYERS * MAX_TILES];
        for s in know.others() {
            let s = s.index();
            know.unknown.for_each(|t| {
                let f = tally.features(s, t);
                let score: f64 = f.iter().zip(weights).map(|(x, w)| x * w).sum();
                scores[s * MAX_TILES + t.index()] = score as f32;
            });
        }
        Lean { scores }
    }

    /// How much `seat`'s weight for `tile` is multiplied by.
    pub fn factor(&self, seat: usize, tile: Tile) -> f64 {
        f64::from(self.scores[seat * MAX_TILES + tile.index()]).exp()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Family, HouseRules, Match, Rng, Variant};

    /// The tally agrees with a count kept by hand, in Jamaican (a line with two ends): a
    /// seat "played past" a tile when, at one of its plays, the tile showed a number open
    /// at an end and it put down another (checked for the tiles still in hands, the only
    /// ones a guess places); its plays' numbers, the numbers they left open
    /// and its pose are counted as they happened. The open numbers are tracked here
    /// without the engine's move generator.
    #[test]
    fn the_tally_matches_a_count_kept_by_hand() {
        let v = Variant::new(Family::Jamaican, 4, 6, &HouseRules::new()).unwrap();
        let mut checked = 0;
        for seed in 0..40 {
            let mut m = Match::new(v.clone(), seed);
            let mut rng = Rng::new(seed);
            while !m.hand_finished() {
                let legal = m.hand().legal_moves().to_vec();
                m.play(legal[rng.below(legal.len() as u32) as usize])
                    .unwrap();
            }
            let view = View::of(&m, crate::rules::Seat::all(4).next().unwrap());
            let know = Knowledge::new(&view);
            let tally = Tally::new(&view, &know);
            let mut open: Vec<u8> = Vec::new();
            let mut down: Vec<Tile> = Vec::new();
            let mut past = vec![[false; MAX_TILES]; MAX_PLAYERS];
            let mut played = [[0.0f64; 16]; MAX_PLAYERS];
            let mut left = [[0.0f64; 16]; MAX_PLAYERS];
            let mut posed = [None; MAX_PLAYERS];
            for &(seat, mv) in &view.history {
                let s = seat.index();
                match mv {
                    Move::Pose(t) => {
                        open = vec![t.low(), t.high()];
                        down.push(t);
                        posed[s] = Some(t);
                        for n in numbers(t) {
                            played[s][n as usize] += 0.5;
                        }
                    }
                    Move::Play { tile, open: o, .. } => {
                        for a in 0..=6 {
                            for b in a..=6 {
                                let t = Tile::new(a, b);
                                let fits = open.contains(&a) || open.contains(&b);
                                if t != tile && fits && !down.contains(&t) {
                                    past[s][t.index()] = true;
                                }
                            }
                        }
                        down.push(tile);
                        let joined = if o == tile.low() {
                            tile.high()
                        } else {
                            tile.low()
                        };
                        let at = open.iter().position(|&n| n == joined).unwrap();
                        open[at] = o;
                        left[s][o as usize] += 1.0;
                        for n in numbers(tile) {
                            played[s][n as usize] += 0.5;
                        }
                    }
                    _ => {}
                }
            }
            for s in 0..4 {
                for a in 0..=6u8 {
                    for b in a..=6u8 {
                        let t = Tile::new(a, b);
                        let f = tally.features(s, t);
                        if !down.contains(&t) {
                            assert_eq!(f[0] == 1.0, past[s][t.index()], "seed {seed} {s} {t}");
                        }
                        let shown = if a == b { vec![a] } else { vec![a, b] };
                        let p: f64 = shown.iter().map(|&n| played[s][n as usize]).sum();
                        let l: f64 = shown.iter().map(|&n| left[s][n as usize]).sum();
                        assert_eq!((f[4], f[5]), (p, l), "seed {seed} seat {s} {t}");
                        let led = posed[s].is_some_and(|p: Tile| {
                            shown.contains(&p.low()) || shown.contains(&p.high())
                        });
                        assert_eq!(f[6] == 1.0, led);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 4000);
    }
}
