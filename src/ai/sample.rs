//! Guessing the hidden tiles: deals consistent with everything a seat has seen, and the
//! full positions ("worlds") they give.
//!
//! [`deal_hidden`] splits the tiles a seat cannot see between the other hands and the
//! boneyard so that every hand has its public size and no hand holds a tile its owner has
//! shown it lacks (see [`Knowledge`]). [`World::build`] turns such a guess into a real
//! [`Hand`] by dealing it as it must have been dealt and replaying the public history, so
//! the engine itself works out the layout, turn, claims and penalties. While replaying, the
//! world is weighted by how likely the other players' choices were with those hands, under
//! a simple model of how people play (heavy tiles and doubles first, keep numbers you can
//! follow, signal truthfully).

use super::knowledge::Knowledge;
use super::view::View;
use crate::rules::{
    Deal, Hand, Join, LayoutKind, Move, MoveList, Phase, Rng, Seat, Signal, Tile, TileSet,
    MAX_PLAYERS,
};
use arrayvec::ArrayVec;

/// Hidden tiles placed: every other seat's hand, and the tiles in no hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// Each seat's guessed tiles (the knowing seat's entry is empty).
    pub hands: [TileSet; MAX_PLAYERS],
    /// The boneyard and tiles out of play.
    pub rest: TileSet,
}

/// Which of the inferred voids a guess must respect.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strictness {
    /// Every void, including those later draws may have broken in part.
    All,
    /// Only the voids no draw can have broken.
    Sure,
    /// Only the hand sizes (a fallback when the voids contradict each other, which only
    /// happens when someone passed while able, as French allows).
    Sizes,
}

/// A random split of the unseen tiles consistent with `know`: the sure voids always hold,
/// voids weakened by later draws hold whenever some split allows it.
pub fn deal_hidden(know: &Knowledge, rng: &mut Rng) -> Hidden {
    for (strictness, tries) in [
        (Strictness::All, 24),
        (Strictness::Sure, 24),
        (Strictness::Sizes, 1),
    ] {
        for _ in 0..tries {
            if let Some(h) = try_deal(know, rng, strictness) {
                return h;
            }
        }
    }
    // Sizes alone always add up; this is never reached.
    Hidden {
        hands: [TileSet::EMPTY; MAX_PLAYERS],
        rest: know.unknown,
    }
}

/// One attempt: the most constrained tiles first, each to a place allowed for it with
/// probability in proportion to the room left there (which, with no constraints, is
/// exactly a shuffled deal).
fn try_deal(know: &Knowledge, rng: &mut Rng, strictness: Strictness) -> Option<Hidden> {
    let me = know.seat.index();
    let players = know.mech.players as usize;
    let mut room = [0u32; MAX_PLAYERS];
    for s in know.others() {
        room[s.index()] = know.sizes[s.index()] as u32;
    }
    let mut rest_room = know.rest as u32;
    let lacks = |s: usize, t: Tile| strictness != Strictness::Sizes && know.lacks[s].contains(t);
    let mut order: ArrayVec<(u32, u32, Tile), { crate::rules::tile::MAX_TILES }> = ArrayVec::new();
    know.unknown.for_each(|t| {
        let places = (0..players)
            .filter(|&s| s != me && room[s] > 0 && !lacks(s, t))
            .count() as u32
            + u32::from(rest_room > 0);
        order.push((places, rng.next_u64() as u32, t));
    });
    // Every key is different (each tile once), so any sort gives this order; the plain
    // insertion sort of `sort_by_key` spares the AI worker's wasm the standard one.
    crate::view::sort_by_key(&mut order, |&key| key);
    let soft = if strictness == Strictness::All {
        &know.soft_voids[..]
    } else {
        &[]
    };
    let mut used = [0u8; 64];
    let mut hidden = Hidden {
        hands: [TileSet::EMPTY; MAX_PLAYERS],
        rest: TileSet::EMPTY,
    };
    for &(_, _, t) in &order {
        let mut weights = [0u32; MAX_PLAYERS + 1];
        for s in 0..players {
            if s == me || room[s] == 0 || lacks(s, t) {
                continue;
            }
            let blocked =
                soft.iter().enumerate().take(used.len()).any(|(i, v)| {
                    v.seat.index() == s && v.tiles.contains(t) && used[i] >= v.allowance
                });
            if !blocked {
                weights[s] = room[s];
            }
        }
        weights[MAX_PLAYERS] = rest_room;
        let total: u32 = weights.iter().sum();
        if total == 0 {
            return None;
        }
        // The lean is research only (the arena's `--a-lean`): the browser's worker never
        // leans, and leaves its code out.
        let lean = know
            .lean
            .as_ref()
            .filter(|_| cfg!(not(target_arch = "wasm32")));
        let place = match lean {
            None => {
                let mut pick = rng.below(total);
                weights
                    .iter()
                    .position(|&w| {
                        if pick < w {
                            true
                        } else {
                            pick -= w;
                            false
                        }
                    })
                    .unwrap_or(MAX_PLAYERS)
            }
            Some(lean) => {
                let mut tilted = [0.0f64; MAX_PLAYERS + 1];
                for (s, w) in tilted.iter_mut().enumerate() {
                    let room = f64::from(weights[s]);
                    *w = if s < MAX_PLAYERS && room > 0.0 {
                        room * lean.factor(s, t)
                    } else {
                        room
                    };
                }
                let sum: f64 = tilted.iter().sum();
                let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * sum;
                let mut place = MAX_PLAYERS;
                for (s, &w) in tilted.iter().enumerate() {
                    if w > 0.0 && x < w {
                        place = s;
                        break;
                    }
                    x -= w;
                }
                if weights[place] == 0 {
                    place = weights.iter().rposition(|&w| w > 0).unwrap_or(MAX_PLAYERS);
                }
                place
            }
        };
        if place == MAX_PLAYERS {
            hidden.rest.insert(t);
            rest_room -= 1;
        } else {
            hidden.hands[place].insert(t);
            room[place] -= 1;
            for (i, v) in soft.iter().enumerate().take(used.len()) {
                if v.seat.index() == place && v.tiles.contains(t) {
                    used[i] += 1;
                }
            }
        }
    }
    Some(hidden)
}

/// A full position consistent with a seat's view: a guess at the hidden tiles, dealt and
/// replayed through the hand's public history.
#[derive(Clone, Debug)]
pub struct World {
    /// The hand as it would stand now with the guessed tiles.
    pub hand: Hand,
    /// The natural log of how likely the other players' choices and signals were with
    /// these hands (0 when not weighed).
    pub log_weight: f64,
}

impl World {
    /// Builds the world of `hidden` for `view`. With `weigh`, the other players' choices
    /// are scored under that fit of the choice model. `None` if the guess cannot be
    /// replayed (never for a guess from [`deal_hidden`]).
    pub fn build(
        view: &View,
        know: &Knowledge,
        hidden: &Hidden,
        rng: &mut Rng,
        weigh: Option<Fit>,
    ) -> Option<World> {
        let mech = know.mech;
        let me = view.seat;
        let mut current = hidden.hands;
        current[me.index()] = view.hand;
        // Which tile each draw took: the tile played right after it when the drawer played
        // next (nothing fitted before the draw, so only the drawn tile can fit after it);
        // otherwise a tile the drawer still holds or played later on.
        let draw_at = |i: usize| -> Option<Tile> {
            match (view.history.get(i), view.history.get(i + 1)) {
                (Some(&(seat, Move::Draw)), Some(&(next, Move::Play { tile, .. })))
                    if next == seat =>
                {
                    Some(tile)
                }
                _ => None,
            }
        };
        let mut drawn_by = [TileSet::EMPTY; MAX_PLAYERS];
        for (i, &(seat, _)) in view.history.iter().enumerate() {
            if let Some(tile) = draw_at(i) {
                drawn_by[seat.index()].insert(tile);
            }
        }
        // The other draws, latest first: a later draw can only have taken a tile the drawer
        // still holds or played after it, a set that only grows going back in time, so
        // filling the latest draws first never runs out.
        let mut taken: Vec<Option<Tile>> = vec![None; view.history.len()];
        let mut later = [TileSet::EMPTY; MAX_PLAYERS];
        for (i, &(seat, mv)) in view.history.iter().enumerate().rev() {
            let s = seat.index();
            match mv {
                Move::Play { tile, .. } => later[s].insert(tile),
                Move::Draw => {
                    let tile = match draw_at(i) {
                        Some(tile) => tile,
                        None => {
                            let pool = (current[s] | later[s]) - drawn_by[s];
                            let n = pool.len();
                            if n == 0 {
                                return None;
                            }
                            let tile = pool.nth(rng.below(n as u32) as usize)?;
                            drawn_by[s].insert(tile);
                            tile
                        }
                    };
                    *taken.get_mut(i)? = Some(tile);
                }
                _ => {}
            }
        }
        let mut boneyard: ArrayVec<Tile, { crate::rules::tile::MAX_TILES }> = ArrayVec::new();
        for slot in &taken {
            if let Some(tile) = *slot {
                boneyard.try_push(tile).ok()?;
            }
        }
        let mut rest: ArrayVec<Tile, { crate::rules::tile::MAX_TILES }> =
            hidden.rest.iter().collect();
        rng.shuffle(&mut rest);
        boneyard.try_extend_from_slice(&rest).ok()?;
        let mut hands = [TileSet::EMPTY; MAX_PLAYERS];
        for s in Seat::all(mech.players) {
            let i = s.index();
            hands[i] = (current[i] | know.played_by[i]) - drawn_by[i];
            if hands[i].len() != mech.hand_size as usize {
                return None;
            }
        }
        let mut hand = Hand::new(mech, &Deal { hands, boneyard }, know.initial_pose);
        let mut log_weight = 0.0;
        let mut list = MoveList::new();
        let mut signals = view.signals.iter().peekable();
        for (i, &(seat, mv)) in view.history.iter().enumerate() {
            if hand.turn() != seat || hand.is_over() {
                return None;
            }
            if let Some(fit) = weigh.filter(|_| seat != me) {
                log_weight += choice_log_likelihood(&hand, mv, &mut list, fit);
            }
            hand.play_unchecked(mv);
            while let Some(sig) = signals.next_if(|sig| sig.move_index <= i) {
                if weigh.is_some() && sig.move_index == i && sig.seat != me {
                    log_weight += signal_log_likelihood(&hand, sig.seat, sig.signal, sig.number);
                }
            }
        }
        if hand.turn() != view.turn || hand.hand(me) != view.hand {
            return None;
        }
        Some(World { hand, log_weight })
    }
}

/// Guesses `count` worlds for `view` (weighted by the Jamaican fit of the choice model
/// when `weigh`), skipping any that fail.
pub fn worlds(
    view: &View,
    know: &Knowledge,
    count: usize,
    rng: &mut Rng,
    weigh: bool,
) -> Vec<World> {
    let mut out = Vec::with_capacity(count);
    for _ in 0..count * 2 {
        if out.len() >= count {
            break;
        }
        let hidden = deal_hidden(know, rng);
        if let Some(w) = World::build(view, know, &hidden, rng, weigh.then_some(Fit::Jamaican)) {
            out.push(w);
        }
    }
    out
}

/// Weights from log weights, the largest scaled to 1, tempered: the likelihood raised to
/// the power `temper` (1 for the likelihood itself; below 1 flattens it, so that a play
/// model that is only roughly right cannot let one guess outweigh all the others).
pub fn normalized_weights(worlds: &[World], temper: f64) -> Vec<f64> {
    let top = worlds
        .iter()
        .map(|w| w.log_weight)
        .fold(f64::NEG_INFINITY, f64::max);
    worlds
        .iter()
        .map(|w| ((w.log_weight - top) * temper).exp())
        .collect()
}

/// The tiles of `hand` that would fit an end showing `n`.
#[inline]
pub(crate) fn fits(join: Join, hand: TileSet, n: u8, top: u8) -> TileSet {
    let fit = join
        .partner(n, top)
        .map_or(TileSet::EMPTY, |m| hand & TileSet::with_number(m));
    fit | (hand & join.wild_tiles())
}

/// How much a typical player likes a move, on the scale of the play model (see the module
/// comment). Used both to weigh guesses and as the fast playout policy.
#[inline]
pub(crate) fn model_score(hand: &Hand, mv: Move) -> f32 {
    play_model_score(hand, mv, &QUICK)
}

/// The quick play model racing to go out ([`Policy::Race`](super::hard::Policy)):
/// [`model_score`] with doubles shed sooner, heavy tiles kept rather than shed and the
/// points on the ends taken half as greedily, as the medium level's
/// [`RaceTerms`](super::medium::RaceTerms) do in the families won by going out first.
#[inline]
pub(crate) fn race_score(hand: &Hand, mv: Move) -> f32 {
    play_model_score(hand, mv, &RACE)
}

/// The quick play model that also likes a play after which the next player has nothing
/// to play ([`Policy::Squeeze`](super::hard::Policy)): [`model_score`] plus 2 for such a
/// play, so the playouts play the way that leaves an opponent drawing or passing.
#[inline]
pub(crate) fn squeeze_score(hand: &Hand, mv: Move) -> f32 {
    play_model_score(hand, mv, &SQUEEZE)
}

/// The play model's terms for a tile played on an end.
struct PlayTerms {
    /// Per pip shed (below 0: heavy tiles are kept).
    pip: f32,
    /// For a double.
    double: f32,
    /// Per point scored on the ends (All Fives).
    fives: f32,
    /// For a play after which the next player cannot play (0 skips the look ahead).
    stuck: f32,
}

/// [`model_score`]'s terms.
const QUICK: PlayTerms = PlayTerms {
    pip: 0.15,
    double: 1.0,
    fives: 0.3,
    stuck: 0.0,
};

/// [`race_score`]'s terms (screened in All Fives against medium, README "The ladder in
/// every family"): the pip term times -0.5, a double 2 more, fives times 0.5.
const RACE: PlayTerms = PlayTerms {
    pip: -0.075,
    double: 3.0,
    fives: 0.15,
    stuck: 0.0,
};

/// [`squeeze_score`]'s terms (screened in Matador against hard, README "The expert
/// level"): [`QUICK`]'s, and 2 for leaving the next player nothing to play.
const SQUEEZE: PlayTerms = PlayTerms {
    stuck: 2.0,
    ..QUICK
};

/// The play model with `k`'s terms for plays on an end.
#[inline]
fn play_model_score(hand: &Hand, mv: Move, k: &PlayTerms) -> f32 {
    let mech = hand.mechanics();
    let held = hand.hand(hand.turn());
    let top = mech.set.top();
    match mv {
        Move::Play { tile, end, open } => {
            let rest = held - TileSet::EMPTY.with(tile);
            let follow = fits(mech.join, rest, open, top).len().min(3) as f32;
            let mut score = k.pip * tile.pips() as f32 + 0.6 * follow;
            if tile.is_double() {
                score += k.double;
            }
            if k.stuck != 0.0 {
                let mut after = hand.clone();
                after.play_unchecked(mv);
                if !after.is_over() && !after.can_play(after.turn()) {
                    score += k.stuck;
                }
            }
            if mech.layout == LayoutKind::Spinner {
                let mut layout = *hand.layout();
                layout.place(end, tile, open);
                let total = layout.fives_total();
                if total > 0 && total % 5 == 0 {
                    score += k.fives * total as f32;
                }
            }
            score
        }
        Move::Pose(tile) => {
            let rest = held - TileSet::EMPTY.with(tile);
            let follow = (fits(mech.join, rest, tile.low(), top)
                | fits(mech.join, rest, tile.high(), top))
            .len()
            .min(4) as f32;
            0.15 * tile.pips() as f32 + 0.5 * follow + if tile.is_double() { 1.0 } else { 0.0 }
        }
        Move::Claim | Move::Muggins => 6.0,
        Move::Draw => -1.5,
        Move::Pass => {
            if hand.phase() == Phase::Play && hand.pending_claim().is_some_and(|p| !p.missed) {
                -6.0
            } else {
                -3.0
            }
        }
        Move::Poser(_) => 0.0,
    }
}

/// Which fit of the choice model ([`choice_score`]) a search reads the other players' plays
/// by and plays them by in its playouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// Fitted to the medium level's plays in Jamaican ([`CHOICE`]): how people play the
    /// block and draw games.
    Jamaican,
    /// Fitted to the medium level's plays in All Fives, where it races to go out
    /// ([`RACE_CHOICE`]): doubles first, heavy tiles kept.
    AllFives,
    /// Fitted to the medium level's plays in French ([`FRENCH_CHOICE`]), where it aims
    /// to leave the next player nothing to play (a draw or a penalty for him).
    French,
    /// Fitted to the medium level's plays in two-player draw games of seven tiles each
    /// (Chiva, Cut Throat with 7; [`DUEL_CHOICE`]); hard plays three-player Chiva, which
    /// draws too, by it.
    Duel,
    /// Fitted to the medium level's plays in two-player Matador ([`MATADOR_CHOICE`]);
    /// hard plays three-player Matador by it.
    Matador,
}

impl Fit {
    const fn weights(self) -> ChoiceWeights {
        match self {
            Fit::Jamaican => CHOICE,
            Fit::AllFives => RACE_CHOICE,
            Fit::French => FRENCH_CHOICE,
            Fit::Duel => DUEL_CHOICE,
            Fit::Matador => MATADOR_CHOICE,
        }
    }
}

/// The weights of [`choice_score`]: how people choose among their plays. Fitted by
/// maximum likelihood (a softmax over the legal plays) to the medium level's choices in
/// self-play Jamaican hands; `dominoes measure choice` ([`super::research::fit_choice_model`]) refits them.
const CHOICE: ChoiceWeights = ChoiceWeights {
    pip: 0.17,
    follow: 1.04,
    no_follow: -0.29,
    double: 2.7,
    variety: -0.31,
    both_ends: 0.35,
    next_stuck: 2.24,
};

/// The choice model's weights fitted the same way to the medium level's plays in All Fives
/// (`dominoes measure choice --family allfives --players P --hands 1000 --iterations
/// 10000`, P = 2, 3, 4, rounded to one set): it plays doubles far sooner and keeps heavy
/// tiles, as its racing terms ([`super::medium::RaceTerms`]) say. Read by the Jamaican
/// weights, its plays there fit worse (README "The ladder in every family", session 17).
const RACE_CHOICE: ChoiceWeights = ChoiceWeights {
    pip: -0.3,
    follow: 0.5,
    no_follow: -0.5,
    double: 4.9,
    variety: -0.15,
    both_ends: 0.0,
    next_stuck: 1.5,
};

/// The choice model's weights fitted to the medium level's plays in French (`dominoes
/// measure choice --family french --hands 1000 --iterations 10000`): unlike in Jamaican
/// it keeps its doubles and its numbers, and leaving the next player stuck weighs most.
const FRENCH_CHOICE: ChoiceWeights = ChoiceWeights {
    pip: 0.31,
    follow: 0.62,
    no_follow: 0.70,
    double: -0.93,
    variety: 0.78,
    both_ends: -0.16,
    next_stuck: 2.60,
};

/// The choice model's weights fitted to the medium level's plays in two-player Chiva
/// (`dominoes measure choice --family chiva --players 2 --hands 1000 --iterations 10000`;
/// Cut Throat with 7 tiles each gives the same, Haitian with two nearly): heads-up with a
/// boneyard, leaving the other player nothing to play (so he draws) weighs more than in
/// Jamaican and a hand left with nothing to follow costs more.
const DUEL_CHOICE: ChoiceWeights = ChoiceWeights {
    pip: 0.12,
    follow: 0.57,
    no_follow: -1.18,
    double: 2.11,
    variety: -0.28,
    both_ends: 0.25,
    next_stuck: 3.02,
};

/// The choice model's weights fitted to the medium level's plays in two-player Matador
/// (`dominoes measure choice --family matador --players 2 --hands 1000 --iterations
/// 10000`): next to Jamaican it keeps its numbers (variety up) and its doubles longer,
/// and, as in every draw game heads-up, leaving the other player stuck weighs much. With
/// three players it served hard better than the three-player fit (README "The ladder in
/// every family", session 18).
const MATADOR_CHOICE: ChoiceWeights = ChoiceWeights {
    pip: 0.25,
    follow: 1.09,
    no_follow: -0.17,
    double: 1.44,
    variety: 0.48,
    both_ends: 0.13,
    next_stuck: 2.35,
};

/// The features of the choice model (see [`CHOICE`]).
#[derive(Clone, Copy, Debug)]
struct ChoiceWeights {
    /// Per pip of the tile played.
    pip: f32,
    /// Per tile left in hand that fits the number left open (up to three).
    follow: f32,
    /// No tile left in hand fits the number left open.
    no_follow: f32,
    /// The tile is a double.
    double: f32,
    /// Per number still held after the play.
    variety: f32,
    /// Per tile left in hand that fits any open end after the play (up to four).
    both_ends: f32,
    /// The next player cannot follow after the play.
    next_stuck: f32,
}

/// How much a player likes a play, under the choice model used to weigh guesses: the
/// features a player's own hand decides (what fits after the play, doubles, weight), plus
/// whether the next player is left unable to play, which players aim for and which, in a
/// guessed world, depends on the guessed hands.
pub(crate) fn choice_score(hand: &Hand, mv: Move, fit: Fit) -> f32 {
    if !matches!(mv, Move::Play { .. }) {
        return model_score(hand, mv);
    }
    let k = fit.weights();
    let weights = [
        k.pip,
        k.follow,
        k.no_follow,
        k.double,
        k.variety,
        k.both_ends,
        k.next_stuck,
    ];
    // Summed in the features' order, as the model was always scored.
    weights
        .iter()
        .zip(choice_features(hand, mv))
        .fold(0.0, |score, (w, f)| score + w * f)
}

/// How many features the choice model has (see [`choice_features`]).
pub(crate) const CHOICE_FEATURES: usize = 7;

/// The choice model's features of `mv` in `hand`, in the order of [`ChoiceWeights`]'
/// fields: the tile's pips; the tiles left in hand that fit the number left open (up to
/// three); 1 when none does; 1 for a double; the numbers still held; the tiles left in
/// hand that fit any open end after the play (up to four); 1 when the next player cannot
/// play after it. All 0 for anything but a play on an end. The one definition both the
/// score ([`choice_score`]) and the fit of its weights
/// ([`fit_choice_model`](super::research::fit_choice_model)) use.
pub(crate) fn choice_features(hand: &Hand, mv: Move) -> [f32; CHOICE_FEATURES] {
    let Move::Play { tile, end, open } = mv else {
        return [0.0; CHOICE_FEATURES];
    };
    let mech = hand.mechanics();
    let top = mech.set.top();
    let rest = hand.hand(hand.turn()) - TileSet::EMPTY.with(tile);
    let follow = fits(mech.join, rest, open, top).len();
    let variety = (0..=top)
        .filter(|&n| !(rest & TileSet::with_number(n)).is_empty())
        .count();
    let mut layout = *hand.layout();
    layout.place(end, tile, open);
    let mut fitting = TileSet::EMPTY;
    for e in layout.open_ends() {
        fitting |= fits(mech.join, rest, layout.end_number(e), top);
    }
    let mut after = hand.clone();
    after.play_unchecked(mv);
    let stuck = !after.is_over() && !after.can_play(after.turn());
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    [
        tile.pips() as f32,
        follow.min(3) as f32,
        flag(follow == 0),
        flag(tile.is_double()),
        variety as f32,
        fitting.len().min(4) as f32,
        flag(stuck),
    ]
}

/// The log of the chance the choice model gives to `mv` among the legal moves of `hand`.
fn choice_log_likelihood(hand: &Hand, mv: Move, list: &mut MoveList, fit: Fit) -> f64 {
    if matches!(mv, Move::Poser(_)) {
        return 0.0;
    }
    hand.generate(list);
    if list.len() <= 1 {
        return 0.0;
    }
    let chosen = choice_score(hand, mv, fit);
    let mut total = 0.0f32;
    for &m in list.iter() {
        total += (choice_score(hand, m, fit) - chosen).exp();
    }
    // log(exp(chosen) / sum(exp(score))) = -log(sum(exp(score - chosen))).
    -(total.max(1.0) as f64).ln()
}

/// The log of the chance a signal was given with the hand the signaller holds after the
/// play: truthful signals are expected, but a person may bluff now and then.
fn signal_log_likelihood(hand: &Hand, seat: Seat, signal: Signal, number: u8) -> f64 {
    let held = (hand.hand(seat) & TileSet::with_number(number)).len();
    let truthful = match signal {
        Signal::Strong => held >= 2,
        Signal::Some => held >= 1,
        Signal::None => held == 0,
    };
    if truthful {
        0.0
    } else {
        (0.05f64).ln()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The squeezing playouts' model is the quick model plus 2 exactly for the plays
    /// after which the next player has nothing to play, in every family; such plays and
    /// others both occur.
    #[test]
    fn squeezing_adds_two_for_leaving_the_next_player_stuck() {
        let (mut stuck, mut free) = (0, 0);
        crate::ai::walk_positions(4, |m, _view, _rng, (family, players, seed)| {
            let hand = m.hand();
            for mv in hand.legal_moves().iter().copied() {
                let Move::Play { .. } = mv else { continue };
                let mut after = hand.clone();
                after.play_unchecked(mv);
                let leaves_stuck = !after.is_over() && !after.can_play(after.turn());
                let extra = squeeze_score(hand, mv) - model_score(hand, mv);
                let want = if leaves_stuck { 2.0 } else { 0.0 };
                assert!(
                    (extra - want).abs() < 1e-4,
                    "{family:?} {players}p seed {seed}: {mv:?} adds {extra}"
                );
                if leaves_stuck {
                    stuck += 1;
                } else {
                    free += 1;
                }
            }
        });
        assert!(
            stuck > 100 && free > 1000,
            "{stuck} squeezing plays, {free} others"
        );
    }

    /// The choice model's features, the one definition its score and the fit of its
    /// weights share, say what their documentation says in every family: the tile's pips,
    /// follow-ups capped at three with "none" exactly when there are none, the double
    /// flag, the tiles fitting any end capped at four and at least the follow-ups (the end
    /// left open is one of them), the next player stuck exactly as the squeeze sees it;
    /// anything but a play has no features and scores as the quick model.
    #[test]
    fn the_choice_features_are_what_they_say() {
        let (mut plays, mut stuck, mut none, mut others) = (0, 0, 0, 0);
        crate::ai::walk_positions(4, |m, _view, _rng, (family, players, seed)| {
            let hand = m.hand();
            for mv in hand.legal_moves().iter().copied() {
                let f = choice_features(hand, mv);
                let Move::Play { tile, open, .. } = mv else {
                    assert_eq!(
                        f, [0.0; CHOICE_FEATURES],
                        "{family:?} {players}p seed {seed}"
                    );
                    assert_eq!(choice_score(hand, mv, Fit::Jamaican), model_score(hand, mv));
                    others += 1;
                    continue;
                };
                let at = format!("{family:?} {players}p seed {seed}: {mv:?} {f:?}");
                let rest: Vec<Tile> = hand
                    .hand(hand.turn())
                    .iter()
                    .filter(|&t| t != tile)
                    .collect();
                let numbers = (0..=hand.mechanics().set.top())
                    .filter(|&n| rest.iter().any(|t| t.has(n)))
                    .count();
                assert_eq!(f[0], tile.pips() as f32, "{at}");
                assert_eq!(f[4], numbers as f32, "{at}");
                if hand.mechanics().join == Join::Match {
                    let follow = rest.iter().filter(|t| t.has(open)).count().min(3);
                    assert_eq!(f[1], follow as f32, "{at}");
                }
                assert!((0.0..=3.0).contains(&f[1]), "{at}");
                assert_eq!(f[2], if f[1] == 0.0 { 1.0 } else { 0.0 }, "{at}");
                assert_eq!(f[3], if tile.is_double() { 1.0 } else { 0.0 }, "{at}");
                assert!(f[5] <= 4.0 && f[5] >= f[1], "{at}");
                let squeezes = squeeze_score(hand, mv) - model_score(hand, mv) > 1.0;
                assert_eq!(f[6], if squeezes { 1.0 } else { 0.0 }, "{at}");
                plays += 1;
                stuck += usize::from(squeezes);
                none += usize::from(f[1] == 0.0);
            }
        });
        assert!(
            plays > 1000 && stuck > 100 && none > 100 && others > 10,
            "{plays} plays, {stuck} leaving the next stuck, {none} with no follow-up, {others} others"
        );
    }

    /// Each fit of the choice model scores plays by its own weights, in the playouts and
    /// in the reading: the All Fives fit likes a double more, against the other plays of
    /// the same hand, than the Jamaican fit does, and the guesses' likelihoods differ by fit.
    #[test]
    fn each_fit_scores_and_reads_by_its_own_weights() {
        let (mut double_lead, mut pairs) = (0.0f64, 0);
        let others = [Fit::AllFives, Fit::French, Fit::Duel, Fit::Matador];
        let mut weighed_apart = [0; 4];
        crate::ai::walk_positions(3, |m, view, rng, _| {
            let hand = m.hand();
            let plays: Vec<Move> = view
                .legal
                .iter()
                .copied()
                .filter(|mv| matches!(mv, Move::Play { .. }))
                .collect();
            for &a in &plays {
                for &b in &plays {
                    let (Move::Play { tile: ta, .. }, Move::Play { tile: tb, .. }) = (a, b) else {
                        continue;
                    };
                    if ta.is_double() && !tb.is_double() {
                        let lead = |fit| {
                            f64::from(choice_score(hand, a, fit) - choice_score(hand, b, fit))
                        };
                        double_lead += lead(Fit::AllFives) - lead(Fit::Jamaican);
                        pairs += 1;
                    }
                }
            }
            let know = Knowledge::new(view);
            let hidden = deal_hidden(&know, &mut rng.clone());
            let weight = |fit| {
                World::build(view, &know, &hidden, &mut rng.clone(), Some(fit))
                    .map(|w| w.log_weight)
            };
            for (apart, &fit) in weighed_apart.iter_mut().zip(&others) {
                if weight(Fit::Jamaican) != weight(fit) {
                    *apart += 1;
                }
            }
        });
        assert!(pairs > 20, "only {pairs} double/other pairs");
        assert!(
            double_lead / f64::from(pairs) > 1.0,
            "mean lead {}",
            double_lead / f64::from(pairs)
        );
        for (apart, fit) in weighed_apart.iter().zip(others) {
            assert!(
                *apart > 20,
                "{fit:?} and the Jamaican fit weighed only {apart} guesses apart"
            );
        }
    }

    /// Every guessed world agrees with the view it came from, move after move, in every
    /// family, and the guesses respect the sure voids, with or without a lean.
    #[test]
    fn worlds_agree_with_the_view() {
        let mut built = 0;
        crate::ai::walk_positions(8, |_m, view, rng, (family, players, seed)| {
            let mut know = Knowledge::new(view);
            for i in 0..4 {
                // Half the guesses lean hard towards some seats (as a fitted reading
                // would, only more): they must agree with the view all the same.
                know.lean = (i % 2 == 1).then(|| {
                    let w = [3.0, -3.0, 2.0, -2.0, 1.5, 3.0, -1.0];
                    super::super::reading::Lean::new(view, &know, &w)
                });
                let hidden = deal_hidden(&know, rng);
                for s in know.others() {
                    assert_eq!(
                        hidden.hands[s.index()].len(),
                        know.sizes[s.index()] as usize
                    );
                    assert!((hidden.hands[s.index()] & know.lacks[s.index()]).is_empty());
                }
                let world = World::build(view, &know, &hidden, rng, Some(Fit::Jamaican))
                    .unwrap_or_else(|| panic!("{family:?} {players}p seed {seed}"));
                assert_eq!(world.hand.layout(), &view.layout);
                assert_eq!(world.hand.turn(), view.turn);
                assert_eq!(world.hand.phase(), view.phase);
                assert_eq!(world.hand.pending_claim(), view.pending_claim);
                assert_eq!(world.hand.boneyard_len(), view.boneyard);
                assert_eq!(world.hand.legal_moves().to_vec(), view.legal);
                built += 1;
            }
        });
        assert!(built > 1000);
    }
}
