//! The medium level: the reasoning of a good club player, from the view only.
//!
//! It counts: the tiles it cannot see are split between the other hands in a few dozen
//! guesses that respect every void shown by a pass or a draw and are weighted by how likely
//! the other players' choices and signals were (see [`sample`](super::sample)). Each
//! candidate move is then tried one ply deep in every guess and judged with the heuristics
//! strong players use:
//!
//! - go out when you can (the family's own scoring decides, so a key tile, a Dekabès or a
//!   French double-out counts as such);
//! - leave ends the next opponent cannot follow, and ends your partner can;
//! - keep numbers you can follow and a variety of them;
//! - lock the game only when your side would win the count;
//! - shed heavy tiles as a block draws near, and doubles early (they fit only one number;
//!   in French a double left in hand doubles your score);
//! - All Fives: take the points on offer, and do not set up the next player;
//! - Matador: keep the wild tiles for when nothing else fits;
//! - All Fives, Block & Draw and French, where the hand goes to whoever goes out first:
//!   race to go out ([`RaceTerms`]: doubles first, heavy tiles kept rather than shed,
//!   fives taken less greedily, the next player left stuck in French);
//! - Haitian: read partners' signals (through the weights) and send truthful ones
//!   ([`signal_for`]).

use super::eval::{quick_move, utility};
use super::knowledge::Knowledge;
use super::sample::{fits, normalized_weights, worlds, World};
use super::view::View;
use crate::rules::hand::is_matador;
use crate::rules::{
    DrawRule, Family, Hand, Join, LayoutKind, Move, MoveList, Phase, Rng, Seat, Signal, Tile,
    TileSet, Variant,
};

/// How many guesses of the hidden tiles the medium level looks at per move.
const WORLDS: usize = 32;

/// How far the medium level trusts its model of other players' choices: guesses are
/// weighted by the square root of their likelihood (see [`normalized_weights`]).
const TEMPER: f64 = 0.5;

/// The weights of the heuristics, on a scale where winning a hand is worth 1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    /// The next player (an opponent) cannot follow.
    pub next_stuck: f64,
    /// After the next player's likely reply, your side's next player (your partner, or
    /// you heads-up) cannot follow.
    pub side_stuck: f64,
    /// The next player's likely reply ends the hand (in units of the hand's result).
    pub reply_end: f64,
    /// Each of your own tiles that fits the ends you leave (up to three).
    pub follow: f64,
    /// None of your tiles fits the ends you leave.
    pub no_follow: f64,
    /// Each number you still hold.
    pub variety: f64,
    /// Each pip shed, before the urgency factor.
    pub pip: f64,
    /// Playing a double.
    pub double: f64,
    /// Playing a Matador wild tile while others fit.
    pub wild: f64,
}

impl Weights {
    /// The weights the medium level plays with.
    pub const MEDIUM: Weights = Weights {
        next_stuck: 0.9,
        side_stuck: 0.3,
        reply_end: 1.0,
        follow: 0.08,
        no_follow: 0.12,
        variety: 0.03,
        pip: 0.012,
        double: 0.12,
        wild: 0.25,
    };
}

/// The signal to give with `mv` when signals are played: *strong* with two or more tiles
/// of the number left open, *some* with one; none at all with none (telling the table you
/// are out of a number helps the opponents more than your partner).
pub fn signal_for(view: &View, mv: Move) -> Option<Signal> {
    if !signals_allowed(&view.variant) {
        return None;
    }
    let Move::Play { tile, open, .. } = mv else {
        return None;
    };
    let rest = view.hand - TileSet::EMPTY.with(tile);
    match (rest & TileSet::with_number(open)).len() {
        0 => None,
        1 => Some(Signal::Some),
        _ => Some(Signal::Strong),
    }
}

/// Whether the variant lets players signal with their plays (Haitian partners with the
/// signals option on).
pub fn signals_allowed(variant: &Variant) -> bool {
    variant.partnership() && variant.options().signals()
}

/// What winning a hand is worth in the family's points, roughly: heuristics are scaled by
/// it so that one set of weights fits hands-won and count-scoring families alike (each
/// family says its own).
pub(crate) fn point_scale(variant: &Variant) -> f64 {
    variant.family_rules().count_scale().unwrap_or(1.0)
}

/// Whether the family scores the pips left in hands (so shedding counts all hand long).
fn counts_pips(variant: &Variant) -> bool {
    variant.family_rules().count_scale().is_some()
}

/// How the medium level leans in the families where a hand is won by going out first
/// (or by the lowest count) while most points come from elsewhere: All Fives (fives on
/// the ends), Block & Draw, French. Multipliers of [`Weights`] and of the family's own
/// terms; [`RaceTerms::NONE`] elsewhere. Measured over duplicate deals against easy (the
/// README's "The ladder in every family"): with [`Weights::MEDIUM`] alone medium scored
/// more points than easy but went out no more often.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct RaceTerms {
    /// Times [`Weights::next_stuck`]: leaving the next player nothing to play (a draw or
    /// a French penalty for them, a turn gained for you).
    pub next_stuck: f64,
    /// Times the pips shed (about a pip a pip of the count): below 1, the tile's weight
    /// matters less than keeping a hand that goes out; below 0, heavy tiles are kept.
    pub pip: f64,
    /// Added for playing a double (in units of a won hand), beside [`Weights::double`]:
    /// a double fits one number only and is the tile that most often strands a hand.
    pub double: f64,
    /// Times [`Weights::follow`].
    pub follow: f64,
    /// Times the points scored on the ends now (All Fives).
    pub scored: f64,
}

impl RaceTerms {
    /// No change from [`Weights::MEDIUM`].
    pub const NONE: RaceTerms = RaceTerms {
        next_stuck: 1.0,
        pip: 1.0,
        double: 0.0,
        follow: 1.0,
        scored: 1.0,
    };

    /// The terms for `variant`'s family.
    pub(crate) fn of(variant: &Variant) -> RaceTerms {
        match variant.family() {
            Family::AllFives => RaceTerms {
                pip: -0.5,
                double: 1.0,
                scored: 0.5,
                ..RaceTerms::NONE
            },
            Family::BlockDraw => RaceTerms {
                pip: -0.5,
                double: 1.0,
                follow: 3.0,
                ..RaceTerms::NONE
            },
            Family::French => RaceTerms {
                next_stuck: 8.0,
                ..RaceTerms::NONE
            },
            _ => RaceTerms::NONE,
        }
    }
}

/// A move at once when the choice is obvious: the only legal move, or points to claim.
pub(crate) fn obvious(view: &View) -> Option<Move> {
    if view.legal.len() == 1 {
        return view.legal.first().copied();
    }
    view.legal
        .iter()
        .copied()
        .find(|m| matches!(m, Move::Claim | Move::Muggins))
}

/// Picks a move from `view.legal` (which must not be empty).
pub fn choose(view: &View, rng: &mut Rng) -> Move {
    if let Some(mv) = obvious(view) {
        return mv;
    }
    let know = Knowledge::new(view);
    let guesses = worlds(view, &know, WORLDS, rng, true);
    let judge = Judge::new(view, &guesses, Weights::MEDIUM);
    let mut best = Vec::new();
    let mut best_score = f64::NEG_INFINITY;
    for &mv in &view.legal {
        let score = judge.score(mv);
        if score > best_score + 1e-9 {
            best_score = score;
            best.clear();
            best.push(mv);
        } else if (score - best_score).abs() <= 1e-9 {
            best.push(mv);
        }
    }
    best[rng.below(best.len() as u32) as usize]
}

/// Scores candidate moves against a set of weighted guesses.
pub(crate) struct Judge<'a> {
    view: &'a View,
    worlds: &'a [World],
    weights: Vec<f64>,
    total: f64,
    w: Weights,
    race: RaceTerms,
    scale: f64,
    /// How pressing it is to shed pips now.
    urgency: f64,
}

impl<'a> Judge<'a> {
    /// A judge for `view` over `worlds`.
    pub(crate) fn new(view: &'a View, worlds: &'a [World], w: Weights) -> Judge<'a> {
        let weights = normalized_weights(worlds, TEMPER);
        let total: f64 = weights.iter().sum();
        let scale = point_scale(&view.variant);
        let mut judge = Judge {
            view,
            worlds,
            weights,
            total,
            w,
            race: RaceTerms::of(&view.variant),
            scale,
            urgency: 1.0,
        };
        judge.urgency = judge.shed_urgency();
        judge
    }

    /// How pressing shedding is: always in count-scoring games; elsewhere more as fewer
    /// players can still play (a block near).
    fn shed_urgency(&self) -> f64 {
        if counts_pips(&self.view.variant) {
            return 2.0;
        }
        if self.total <= 0.0 || self.view.phase != Phase::Play {
            return 0.5;
        }
        let players = self.view.variant.players();
        let mut stuck = 0.0;
        for (world, &wt) in self.worlds.iter().zip(&self.weights) {
            let can = Seat::all(players)
                .filter(|&s| world.hand.can_play(s))
                .count();
            stuck += wt * (players as usize - can) as f64 / players as f64;
        }
        0.5 + 3.0 * stuck / self.total
    }

    /// The score of one legal move.
    pub(crate) fn score(&self, mv: Move) -> f64 {
        match mv {
            Move::Claim | Move::Muggins => 100.0,
            Move::Poser(s) => self.poser_score(s),
            Move::Pass => {
                // Passing while a tile fits (French) costs a penalty.
                if self
                    .view
                    .legal
                    .iter()
                    .any(|m| matches!(m, Move::Play { .. }))
                {
                    -10.0
                } else {
                    0.0
                }
            }
            Move::Draw => {
                if self.view.variant.mechanics().draw == DrawRule::Anytime
                    && self
                        .view
                        .legal
                        .iter()
                        .any(|m| matches!(m, Move::Play { .. }))
                {
                    -0.3 - self.w.wild
                } else {
                    0.0
                }
            }
            Move::Pose(tile) => self.tile_score(mv, tile),
            Move::Play { tile, .. } => self.tile_score(mv, tile),
        }
    }

    /// Choosing who poses: a hand with a long suit takes the pose itself.
    fn poser_score(&self, seat: Seat) -> f64 {
        let hand = self.view.hand;
        let longest = (0..=self.view.variant.set().top())
            .map(|n| (hand & TileSet::with_number(n)).len())
            .max()
            .unwrap_or(0);
        let mine = longest >= 3;
        if (seat == self.view.seat) == mine {
            1.0
        } else {
            0.0
        }
    }

    /// The score of putting `tile` down with `mv`.
    fn tile_score(&self, mv: Move, tile: Tile) -> f64 {
        let view = self.view;
        let variant = &view.variant;
        let me = view.seat;
        let mech = variant.mechanics();
        let hand_after = view.hand - TileSet::EMPTY.with(tile);
        let w = self.w;
        let race = self.race;
        let mut score = 0.0;

        // One ply in every guess: does the hand end, who can follow, what does the next
        // player score?
        let mut ended = 0.0;
        let mut ended_value = 0.0;
        let mut next_stuck = 0.0;
        let mut locked = 0.0;
        let mut locked_value = 0.0;
        let mut reply_points = 0.0;
        let mut scored = 0.0;
        let mut reply_rng = Rng::new(0);
        let mut list = MoveList::new();
        let mut reply_end = 0.0;
        let mut side_stuck = 0.0;
        for (world, &wt) in self.worlds.iter().zip(&self.weights) {
            let mut r = world.hand.clone();
            let before = r.earned(me);
            r.play_unchecked(mv);
            if r.pending_claim().is_some_and(|p| p.seat == me && !p.missed) {
                r.play_unchecked(Move::Claim);
            }
            scored += wt * (r.earned(me) - before) as f64;
            if r.is_over() {
                ended += wt;
                ended_value += wt * utility(variant, me, &r);
                continue;
            }
            let next = r.turn();
            let next_is_foe = !view.is_partner(next);
            if next_is_foe && !r.can_play(next) {
                next_stuck += wt;
            }
            if r.boneyard_len() == 0
                && Seat::all(variant.players()).all(|s| !r.can_play(s))
                && !mech.pass_always
            {
                // Nobody can play: the passes that follow end the hand blocked.
                for _ in 0..variant.players() {
                    if r.is_over() {
                        break;
                    }
                    r.play_unchecked(Move::Pass);
                }
                if r.is_over() {
                    locked += wt;
                    locked_value += wt * utility(variant, me, &r);
                    continue;
                }
            }
            if mech.layout == LayoutKind::Spinner && next_is_foe {
                reply_points += wt * best_fives_reply(&r);
            }
            // Two plies: the next player's likely reply, then can the side's next player
            // (partner, or this seat heads-up) follow?
            let reply = quick_move(&r, &mut reply_rng, &mut list);
            r.play_unchecked(reply);
            if r.pending_claim().is_some_and(|p| !p.missed) {
                r.play_unchecked(Move::Claim);
            }
            if r.is_over() {
                reply_end += wt * utility(variant, me, &r);
            } else if view.is_partner(r.turn()) && !r.can_play(r.turn()) {
                side_stuck += wt;
            }
        }
        let total = self.total.max(1e-9);
        if ended > 0.0 {
            // Going out: the family's scoring says what it is worth.
            return 50.0 + 10.0 * ended_value / ended / self.scale;
        }
        score += (locked_value / self.scale) * 1.5 / total;
        let open_share = 1.0 - locked / total;
        score += race.next_stuck * open_share * w.next_stuck * next_stuck / total;
        score += w.reply_end * reply_end / total / self.scale;
        score -= w.side_stuck * side_stuck / total;
        // Points scored now, and points the next player may score in reply.
        score += (race.scored * scored - 0.6 * reply_points) / total / self.scale;

        // The ends left, and what this hand can still do with them.
        let ends = ends_after(view, mv);
        let top = variant.set().top();
        let mut follow = TileSet::EMPTY;
        for &n in &ends {
            follow |= fits(mech.join, hand_after, n, top);
        }
        if !hand_after.is_empty() {
            score += race.follow * w.follow * follow.len().min(3) as f64;
            if follow.is_empty() {
                score -= w.no_follow;
            }
            let variety = (0..=top)
                .filter(|&n| !(hand_after & TileSet::with_number(n)).is_empty())
                .count();
            score += w.variety * variety as f64;
        }

        // Shedding.
        let pip_weight = if counts_pips(variant) {
            // Every pip left counts at the end: about a pip per pip, in winning-hand units.
            1.0 / self.scale
        } else {
            w.pip * self.urgency
        };
        score += race.pip * pip_weight * tile.pips() as f64;
        if tile.is_double() {
            let n = tile.low();
            // A double fits only its own number: the fewer of that number are left, the
            // likelier it is to be stranded.
            let left = (view.layout.played() & TileSet::with_number(n)).len();
            let mut bonus = w.double * (1.0 + left as f64 / 4.0);
            if variant.family_rules().held_double_doubles() {
                // A double in hand at the end doubles the hand's score.
                bonus += 0.5;
            }
            score += bonus + race.double;
        }
        if let Join::SumTo(target) = mech.join {
            let others_fit = view
                .legal
                .iter()
                .any(|m| matches!(m, Move::Play { tile: t, .. } if !is_matador(*t, target)));
            if is_matador(tile, target) && others_fit {
                score -= w.wild;
            }
        }
        score
    }
}

/// The numbers showing at the open ends after `mv` (a pose shows both its numbers).
fn ends_after(view: &View, mv: Move) -> Vec<u8> {
    let mut layout = view.layout;
    match mv {
        Move::Pose(t) => layout.place_pose(t),
        Move::Play { tile, end, open } => layout.place(end, tile, open),
        _ => {}
    }
    layout.open_ends().map(|e| layout.end_number(e)).collect()
}

/// The most points the player to move in `hand` can score with one play (All Fives).
fn best_fives_reply(hand: &Hand) -> f64 {
    let list = hand.legal_moves();
    let mut best = 0u32;
    for &mv in list.iter() {
        if let Move::Play { tile, end, open } = mv {
            let mut layout = *hand.layout();
            layout.place(end, tile, open);
            let total = layout.fives_total();
            if total > 0 && total % 5 == 0 {
                best = best.max(total);
            }
        }
    }
    best as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::HouseRules;

    /// Medium is the partner goal's stand-in for a person and the choice model is fitted
    /// to its Jamaican plays: its race terms apply in All Fives, Block & Draw and French
    /// only, and change something there.
    #[test]
    fn medium_races_only_in_the_families_won_by_going_out() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                let racing = matches!(
                    family,
                    Family::AllFives | Family::BlockDraw | Family::French
                );
                assert_eq!(
                    RaceTerms::of(&v) != RaceTerms::NONE,
                    racing,
                    "{family:?} {players}p"
                );
            }
        }
    }
}
