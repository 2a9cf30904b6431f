//! The hard level: determinized sampling over the hidden tiles.
//!
//! Each iteration guesses the hidden hands: a few guesses consistent with the hand sizes
//! and every void shown by a pass or a draw are drawn (see [`sample`](super::sample)), and
//! one is kept in proportion to how likely the other players' plays and signals were with
//! those hands (sampling-importance-resampling). Every candidate move is then tried in that
//! guess: near the end of a two-sided hand, when few tiles remain, the rest of the hand is
//! searched exactly (alpha-beta over every line of play); before that it is played out with
//! a fast policy. The move with the best average result wins, with the medium level's
//! judgement added as a small prior (it settles near-ties the way a strong player would).
//!
//! The work is bounded by [`Budget`]: a number of guesses and an optional deadline the
//! caller checks with its own clock (`std::time::Instant` is unavailable in WebAssembly).

use super::eval::{objective, playout, settled};
use super::knowledge::Knowledge;
use super::medium::{obvious, Judge, Weights};
use super::sample::{deal_hidden, model_score, normalized_weights, Fit, World};
use super::view::View;
use crate::rules::{DrawRule, Family, Hand, Move, MoveList, Rng, Seat, Variant};

/// How much thinking the hard level may do for one move.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    /// The most guesses of the hidden tiles to try every candidate move in.
    pub worlds: u32,
    /// Asked between guesses; once it answers `true` the level stops thinking and plays
    /// the best move found so far (after at least one guess).
    pub deadline: Option<&'a dyn Fn() -> bool>,
}

impl Budget<'_> {
    /// The standard budget: strong play in a few milliseconds natively (see the README's
    /// figures), no deadline.
    pub const STANDARD: Budget<'static> = Budget {
        worlds: 400,
        deadline: None,
    };

    /// The most guesses anyone outside may ask for (the engine protocol's `worlds`, the
    /// arena's `--worlds`): at the hard level's pace, a few seconds of thinking.
    pub const MAX_WORLDS: u32 = 100_000;

    /// The longest time limit anyone outside may give, in milliseconds (the engine
    /// protocol's `ms`, the arena's `--ms`); the engine protocol also stops thinking after
    /// this long when no limit is given.
    pub const MAX_MS: f64 = 60_000.0;

    /// A budget of `worlds` guesses and no deadline.
    pub const fn worlds(worlds: u32) -> Budget<'static> {
        Budget {
            worlds,
            deadline: None,
        }
    }

    pub(crate) fn expired(&self) -> bool {
        self.deadline.is_some_and(|f| f())
    }
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget::STANDARD
    }
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("worlds", &self.worlds)
            .field("deadline", &self.deadline.is_some())
            .finish()
    }
}

/// The knobs of the determinized search, shared by the hard and expert levels (the hard
/// level's are [`HARD`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tuning {
    /// Guesses drawn for each one kept (sampling-importance-resampling).
    pub drawn_per_kept: usize,
    /// Tiles left in all hands at or below which a two-sided hand is searched exactly.
    pub exact_tiles: usize,
    /// Positions one exact search may visit before it gives up for a playout.
    pub exact_nodes: u32,
    /// Guesses handed to the medium judge for the prior.
    pub judge_worlds: usize,
    /// The weight of the medium judge's score next to the average result (both in units
    /// of a won hand).
    pub prior: f64,
    /// Added to a finished hand's result for winning it (taken off for losing it), in the
    /// family's points: 0 scores the points margin alone.
    pub win_bonus: f64,
    /// Positions an exact search of the whole rest of a two-sided hand may visit when the
    /// view leaves only one possible split of the hidden tiles (two players and no
    /// boneyard, so each knows the other's hand): 0 never searches it so.
    pub perfect_nodes: u32,
    /// Tiles left in all hands above which that search is not tried (it would not finish
    /// within `perfect_nodes`).
    pub perfect_tiles: usize,
    /// The power the guesses' likelihoods are raised to when one is kept (1 for the
    /// likelihood itself).
    pub temper: f64,
    /// How the playouts choose every seat's moves; with [`Policy::Choice`] its fit is also
    /// the one the other players' plays are read by (see [`Tuning::reads`]).
    pub policy: Policy,
    /// Whether each move's exact search is done once and remembered when the view leaves
    /// only one possible position (see [`sample_values`]): the values are the same either
    /// way (a test compares them), only the time differs.
    pub exact_once: bool,
    /// Whether the guesses lean towards the seats whose plays suggest a tile
    /// ([`super::reading`]).
    pub lean: bool,
}

impl Tuning {
    /// The fit of the choice model the other players' plays are read by when a guess is
    /// kept: the one the playouts play them by, or the Jamaican fit when the playouts use
    /// another model (a search reads people as it expects them to play).
    pub(crate) fn reads(&self) -> Fit {
        match self.policy {
            Policy::Choice(fit) => fit,
            _ => Fit::Jamaican,
        }
    }
}

/// The playout policy of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Policy {
    /// The quick play model ([`model_score`](super::sample::model_score)).
    Quick,
    /// The choice model fitted to the medium level's plays (in the game of the fit).
    Choice(Fit),
    /// The quick play model racing to go out
    /// ([`race_score`](super::sample::race_score)).
    Race,
    /// The quick play model that also likes leaving the next player nothing to play
    /// ([`squeeze_score`](super::sample::squeeze_score)).
    Squeeze,
}

/// The hard level's tuning.
pub(crate) const HARD: Tuning = Tuning {
    drawn_per_kept: 4,
    exact_tiles: 10,
    exact_nodes: 4000,
    judge_worlds: 32,
    prior: 0.3,
    win_bonus: 0.0,
    perfect_nodes: 0,
    perfect_tiles: 0,
    temper: 1.0,
    policy: Policy::Quick,
    exact_once: true,
    lean: false,
};

/// The hard level's tuning for `variant`: [`HARD`], but in the families where a hand is
/// won by going out first and most points come from elsewhere, in All Fives the playouts
/// race to go out ([`Policy::Race`]), and in All Fives and French winning the hand is
/// worth a bonus in points beside the margin. Without them hard scored more points than
/// medium but won no more hands (README "The ladder in every family"; in Block & Draw
/// the racing playouts gained nothing on fresh deals, so hard plays there as before).
///
/// In two-player All Fives with the double-six set the playouts play every seat, and the
/// guesses are read, by the choice model fitted to the medium level's All Fives plays
/// ([`Fit::AllFives`]): against mediums +4.7 and +4.4 points of share on two seeds;
/// nothing with three or four players or the double-nine set (README "The ladder in every
/// family", session 17). In French the same with the fit to medium's French plays
/// ([`Fit::French`]): +3.1 and +5.7 points of share on two seeds; and with two players
/// drawing from a boneyard in Cut Throat, Chiva and Haitian, with the fit to medium's
/// two-player Chiva plays ([`Fit::Duel`]): +1.1 to +5.4 points on two seeds (Haitian's
/// draw form +1.4 and +2.0). Session 18 took the same fit for three-player Chiva, which
/// draws too (+1.1, +4.4 and -1.0 points on three seeds), and the fit to medium's
/// two-player Matador plays ([`Fit::Matador`]) for three-player Matador with double-six
/// (+2.0, +1.0 and +4.7, the points margin up by 1.4 to 3.9 a hand). In two-player
/// Matador that fit would lift hard far more (65.7% against 57.9%) but take away the
/// expert's edge there (README "The ladder in every family", sessions 17 and 18), so
/// hard keeps the quick playouts.
///
/// In Cut Throat and Haitian played by individuals (any player count), the playouts play
/// every seat by the choice model fitted to the medium level's plays ([`Policy::Choice`]),
/// which, unlike the quick model, likes leaving the next player unable to follow: against
/// mediums it won more hands in every one of those forms but one (README "The ladder in
/// every family", session 16: three players +3 to +5 points of share on two seeds).
pub(crate) fn tuning(variant: &Variant) -> Tuning {
    // Individuals drawing from a boneyard when stuck: Cut Throat with two players of 7
    // tiles each, Chiva with two or three, Haitian's two-player draw form.
    let draws = variant.mechanics().draw == DrawRule::WhenStuck;
    match variant.family() {
        Family::CutThroat | Family::Chiva | Family::Haitian if draws => Tuning {
            policy: Policy::Choice(Fit::Duel),
            ..HARD
        },
        Family::CutThroat | Family::Haitian if !variant.partnership() => Tuning {
            policy: Policy::Choice(Fit::Jamaican),
            ..HARD
        },
        Family::AllFives if variant.players() == 2 && variant.set().top() == 6 => Tuning {
            policy: Policy::Choice(Fit::AllFives),
            win_bonus: 20.0,
            ..HARD
        },
        Family::AllFives => Tuning {
            policy: Policy::Race,
            win_bonus: 20.0,
            ..HARD
        },
        Family::Matador if variant.players() == 3 && variant.set().top() == 6 => Tuning {
            policy: Policy::Choice(Fit::Matador),
            ..HARD
        },
        Family::French => Tuning {
            policy: Policy::Choice(Fit::French),
            win_bonus: 10.0,
            ..HARD
        },
        _ => HARD,
    }
}

/// Picks a move from `view.legal` (which must not be empty).
pub fn choose(view: &View, rng: &mut Rng, budget: &Budget) -> Move {
    search(view, rng, budget, &tuning(&view.variant))
}

/// The determinized search under `tuning`: picks a move from `view.legal` (which must not
/// be empty).
pub(crate) fn search(view: &View, rng: &mut Rng, budget: &Budget, tuning: &Tuning) -> Move {
    if let Some(mv) = obvious(view) {
        return mv;
    }
    search_knowing(view, knowledge(view, tuning), rng, budget, tuning)
}

/// [`search`] guessing within `know` (research only, for a `know` told more than the view
/// shows, as the arena's `--a-sees-partner` does; otherwise [`knowledge`] of the view).
pub(crate) fn search_knowing(
    view: &View,
    know: Knowledge,
    rng: &mut Rng,
    budget: &Budget,
    tuning: &Tuning,
) -> Move {
    if let Some(mv) = solve_known(view, &know, rng, budget, tuning) {
        return mv;
    }
    let candidates = &view.legal;
    let mut sums = vec![0.0; candidates.len()];
    let (evaluated, judged) = sample_values(view, &know, rng, budget, tuning, |i, value, _| {
        sums[i] += value;
    });
    if evaluated == 0 {
        return super::medium::choose(view, rng);
    }
    let n = f64::from(evaluated);
    candidates[best_index(view, &judged, tuning, |i| sums[i] / n)]
}

/// What `view.seat` knows, with the guesses' lean when `tuning` asks for it.
pub(crate) fn knowledge(view: &View, tuning: &Tuning) -> Knowledge {
    let mut know = Knowledge::new(view);
    // Research only (the arena's `--a-lean`): left out of the browser's worker.
    if tuning.lean && cfg!(not(target_arch = "wasm32")) {
        know.lean = Some(super::reading::Lean::new(
            view,
            &know,
            &super::reading::WEIGHTS,
        ));
    }
    know
}

/// The sampled-deal search's loop: up to `budget.worlds` guesses of the hidden tiles
/// (drawn and resampled by [`resampled_world`]), and in each, every move of `view.legal`
/// played out (or solved exactly near the end of a two-sided hand without a boneyard),
/// its value under `tuning`'s objective and its points margin given to `each(index of
/// the move, value, margin)` (the two differ by the win bonus; an exact search gives its
/// value for both).
/// Returns how many guesses were evaluated and the first `tuning.judge_worlds` of them
/// (for the medium judge's prior, see [`best_index`]).
pub(crate) fn sample_values(
    view: &View,
    know: &Knowledge,
    rng: &mut Rng,
    budget: &Budget,
    tuning: &Tuning,
    mut each: impl FnMut(usize, f64, f64),
) -> (u32, Vec<World>) {
    let variant = &view.variant;
    let mut judged: Vec<World> = Vec::new();
    let mut list = MoveList::new();
    let mut evaluated = 0u32;
    let mut misses = 0;
    // When the view leaves only one possible position (as in [`solve_known`]), every guess
    // is that position, so each move's exact search gives the same answer (or runs out of
    // positions the same way) in every guess: it is done once and remembered. Same values,
    // same random numbers, far less time when the search runs out (it used to spend up to
    // 400 times its 4,000 positions per move, seconds for one move natively).
    let one_position = tuning.exact_once && leaves_one_position(variant, know);
    let mut exact_once: Vec<Option<Option<f64>>> = vec![None; view.legal.len()];
    while evaluated < budget.worlds.max(1) {
        if evaluated > 0 && budget.expired() {
            break;
        }
        let Some(world) = resampled_world(view, know, rng, tuning) else {
            // Only a contradictory view can make every guess fail.
            misses += 1;
            if misses > 16 {
                break;
            }
            continue;
        };
        let exact = ends_exactly(variant, &world.hand, tuning);
        for (i, &mv) in view.legal.iter().enumerate() {
            let mut r = world.hand.clone();
            r.play_unchecked(mv);
            let solved = if exact {
                match exact_once[i] {
                    Some(known) if one_position => known,
                    _ => {
                        let mut nodes = 0;
                        let window = (f64::NEG_INFINITY, f64::INFINITY);
                        let value =
                            solve(&r, variant, view.seat, window, &mut nodes, tuning, &|| {
                                false
                            });
                        exact_once[i] = Some(value);
                        value
                    }
                }
            } else {
                None
            };
            let (value, margin) = match solved {
                Some(value) => (value, value),
                None => played_out(&mut r, variant, view.seat, rng, &mut list, tuning),
            };
            each(i, value, margin);
        }
        evaluated += 1;
        if judged.len() < tuning.judge_worlds {
            judged.push(world);
        }
    }
    (evaluated, judged)
}

/// Whether the rest of `hand` is searched exactly (alpha-beta, see [`solve`]) rather
/// than played out: a two-sided hand with no boneyard left and at most
/// `tuning.exact_tiles` tiles in all hands.
fn ends_exactly(variant: &Variant, hand: &Hand, tuning: &Tuning) -> bool {
    let tiles_left: usize = Seat::all(variant.players())
        .map(|s| hand.hand(s).len())
        .sum();
    variant.sides() == 2 && tiles_left <= tuning.exact_tiles && hand.boneyard_len() == 0
}

/// Plays `hand` out under `tuning`'s policy and scores it for `me`: its value under the
/// tuning's objective (the win bonus included) and its points margin.
fn played_out(
    hand: &mut Hand,
    variant: &Variant,
    me: Seat,
    rng: &mut Rng,
    list: &mut MoveList,
    tuning: &Tuning,
) -> (f64, f64) {
    playout(hand, rng, list, tuning.policy);
    let (margin, won) = settled(variant, me, hand);
    (margin + tuning.win_bonus * won, margin)
}

/// The index in `view.legal` of the move the search picks: the best `average(index)` plus
/// `tuning.prior` times the medium judge's score over the `judged` guesses (the first of
/// equals).
pub(crate) fn best_index(
    view: &View,
    judged: &[World],
    tuning: &Tuning,
    average: impl Fn(usize) -> f64,
) -> usize {
    let judge = Judge::new(view, judged, Weights::MEDIUM);
    let mut best = 0;
    let mut best_score = f64::NEG_INFINITY;
    for (i, &mv) in view.legal.iter().enumerate() {
        let score = average(i) + tuning.prior * judge.score(mv);
        if score > best_score {
            best_score = score;
            best = i;
        }
    }
    best
}

/// The best move by an exact search of the rest of the hand, when the view leaves only one
/// possible position (a two-sided hand where one other seat must hold every tile the view
/// does not show); `None` otherwise, under a tuning without it (`perfect_nodes` 0, as
/// hard's), or when the search would visit more than `tuning.perfect_nodes` positions.
pub(crate) fn solve_known(
    view: &View,
    know: &Knowledge,
    rng: &mut Rng,
    budget: &Budget,
    tuning: &Tuning,
) -> Option<Move> {
    let variant = &view.variant;
    let tiles = view.hand.len() + know.unknown.len();
    if tuning.perfect_nodes == 0
        || !leaves_one_position(variant, know)
        || tiles > tuning.perfect_tiles
    {
        return None;
    }
    let hidden = deal_hidden(know, rng);
    let world = World::build(view, know, &hidden, rng, None)?;
    let mut moves: arrayvec::ArrayVec<(f32, Move), 64> = arrayvec::ArrayVec::new();
    for &mv in &view.legal {
        moves.try_push((model_score(&world.hand, mv), mv)).ok()?;
    }
    best_first(&mut moves);
    let deep = Tuning {
        exact_nodes: tuning.perfect_nodes,
        ..*tuning
    };
    let mut nodes = 0;
    let mut best = None;
    let mut alpha = f64::NEG_INFINITY;
    for &(_, mv) in &moves {
        let mut child = world.hand.clone();
        child.play_unchecked(mv);
        let stop = || budget.expired();
        let window = (alpha, f64::INFINITY);
        let value = solve(&child, variant, view.seat, window, &mut nodes, &deep, &stop)?;
        if best.is_none() || value > alpha {
            alpha = value;
            best = Some(mv);
        }
    }
    best
}

/// Whether `know` leaves only one possible position: a two-sided hand with nothing out of
/// every hand and only one other seat holding tiles (so it holds every tile not seen).
fn leaves_one_position(variant: &Variant, know: &Knowledge) -> bool {
    variant.sides() == 2
        && know.rest == 0
        && know.others().filter(|s| know.sizes[s.index()] > 0).count() == 1
}

/// Draws `tuning.drawn_per_kept` guesses and keeps one with probability in proportion to
/// its likelihood under `tuning.reads()` (raised to `tuning.temper`); the kept world carries
/// weight 1.
pub(crate) fn resampled_world(
    view: &View,
    know: &Knowledge,
    rng: &mut Rng,
    tuning: &Tuning,
) -> Option<World> {
    let mut pool = Vec::with_capacity(tuning.drawn_per_kept);
    for _ in 0..tuning.drawn_per_kept {
        let hidden = deal_hidden(know, rng);
        if let Some(w) = World::build(view, know, &hidden, rng, Some(tuning.reads())) {
            pool.push(w);
        }
    }
    let weights = normalized_weights(&pool, tuning.temper);
    let total: f64 = weights.iter().sum();
    if pool.is_empty() || total <= 0.0 {
        return None;
    }
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    let mut pick = pool.len() - 1;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            pick = i;
            break;
        }
        x -= w;
    }
    let mut world = pool.swap_remove(pick);
    world.log_weight = 0.0;
    Some(world)
}

/// The exact value of `hand` for `me`'s side with every hand known, by alpha-beta over
/// every line of play (`me`'s side maximises, the other side minimises) within the window
/// `(alpha, beta)`, scored by `tuning`'s objective. `None` when the search visits more
/// than `tuning.exact_nodes` positions or `stop` answers `true` (asked every 4,096).
fn solve(
    hand: &Hand,
    variant: &Variant,
    me: Seat,
    (mut alpha, mut beta): (f64, f64),
    nodes: &mut u32,
    tuning: &Tuning,
    stop: &dyn Fn() -> bool,
) -> Option<f64> {
    if hand.is_over() {
        return Some(objective(variant, me, hand, tuning.win_bonus));
    }
    *nodes += 1;
    if *nodes > tuning.exact_nodes || (*nodes % 4096 == 0 && stop()) {
        return None;
    }
    let list = hand.legal_moves();
    let mut moves: arrayvec::ArrayVec<(f32, Move), 64> = arrayvec::ArrayVec::new();
    for &mv in list.iter() {
        moves.try_push((model_score(hand, mv), mv)).ok()?;
    }
    // Likely-good moves first, so the window closes early.
    best_first(&mut moves);
    let maximize = variant.side_of(hand.turn()) == variant.side_of(me);
    let mut best = if maximize {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for &(_, mv) in &moves {
        let mut child = hand.clone();
        child.play_unchecked(mv);
        let value = solve(&child, variant, me, (alpha, beta), nodes, tuning, stop)?;
        if maximize {
            best = best.max(value);
            alpha = alpha.max(value);
        } else {
            best = best.min(value);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// Research only (the arena's `--a-sees-all`): [`search`] under `tuning` with every guess
/// the true position `truth` (every hand and the boneyard seen), so it measures what
/// perfect reading of the hidden tiles would be worth to the search. The medium judge's
/// prior judges the true position too. The playouts still differ by the quick policies'
/// jitter, so `budget.worlds` of them are averaged, or one exact search is made where
/// [`sample_values`] would make one.
pub(crate) fn sees_all(
    view: &View,
    truth: &Hand,
    rng: &mut Rng,
    budget: &Budget,
    tuning: &Tuning,
) -> Move {
    if let Some(mv) = obvious(view) {
        return mv;
    }
    let variant = &view.variant;
    let mut list = MoveList::new();
    let mut sums = vec![0.0; view.legal.len()];
    let exact = ends_exactly(variant, truth, tuning);
    let mut n = 0u32;
    while n < budget.worlds.max(1) {
        n += 1;
        for (i, &mv) in view.legal.iter().enumerate() {
            let mut r = truth.clone();
            r.play_unchecked(mv);
            let window = (f64::NEG_INFINITY, f64::INFINITY);
            let mut nodes = 0;
            let solved = if exact {
                solve(&r, variant, view.seat, window, &mut nodes, tuning, &|| {
                    false
                })
            } else {
                None
            };
            sums[i] += solved.unwrap_or_else(|| {
                played_out(&mut r, variant, view.seat, rng, &mut list, tuning).0
            });
        }
        if exact {
            break;
        }
    }
    let truth = World {
        hand: truth.clone(),
        log_weight: 0.0,
    };
    let n = f64::from(n);
    view.legal[best_index(view, &[truth], tuning, |i| sums[i] / n)]
}

/// Sorts scored moves best first, keeping equal scores in their order: a plain insertion
/// sort, which is what the standard library's sort does for up to 20 items (a hand's
/// moves rarely pass that), without the general code that adds 3 KB gzipped to the AI
/// worker's wasm.
fn best_first<T>(moves: &mut [(f32, T)]) {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && moves[j - 1].0.total_cmp(&moves[j].0).is_lt() {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_first_is_the_stable_sort_by_descending_score() {
        let mut rng = Rng::new(17);
        for len in 0..70 {
            // Few distinct scores, so that ties are many; the tag tells equal ones apart.
            let items: Vec<(f32, usize)> =
                (0..len).map(|i| (rng.below(7) as f32 / 2.0, i)).collect();
            let mut ours = items.clone();
            best_first(&mut ours);
            let mut std = items;
            std.sort_by(|a, b| b.0.total_cmp(&a.0));
            assert_eq!(ours, std);
        }
    }

    /// Remembering each move's exact search across guesses when the view leaves one
    /// possible position changes nothing but the time: near the end of two-sided hands of
    /// every family with no boneyard left, the values given for every move in every guess,
    /// and the random numbers drawn, are the same with and without it (also in partnership
    /// hands, where the hidden tiles can be split in several ways and it must not apply).
    #[test]
    fn an_exact_search_done_once_gives_the_same_values() {
        let (mut compared, mut split) = (0, 0);
        crate::ai::walk_positions(12, |_, view, _, (family, players, seed)| {
            let know = Knowledge::new(view);
            let tiles = view.hand.len() + know.unknown.len();
            if view.variant.sides() != 2 || view.boneyard != 0 || view.legal.len() < 2 || tiles > 10
            {
                return;
            }
            let once = tuning(&view.variant);
            let every = Tuning {
                exact_once: false,
                ..once
            };
            let run = |t: &Tuning| {
                let mut rng = Rng::new(seed + 5);
                let mut values = Vec::new();
                let (n, _) =
                    sample_values(view, &know, &mut rng, &Budget::worlds(6), t, |i, v, m| {
                        values.push((i, v, m))
                    });
                (n, values, rng)
            };
            assert_eq!(run(&once), run(&every), "{family:?} seed {seed}");
            compared += 1;
            split += usize::from(players > 2);
        });
        assert!(compared > 50, "only {compared} positions compared");
        assert!(split > 50, "only {split} partnership positions compared");
    }

    /// Hard's tuning differs from [`HARD`] only in its playouts, reading and win bonus:
    /// racing and a bonus in All Fives (with two players and double-six the All Fives fit
    /// of the choice model for both playouts and reading), a bonus and the French fit in
    /// French, the two-player draw fit in Chiva, Cut Throat with 7 tiles and Haitian's
    /// draw form with two players, and the Jamaican fit's playouts in the other forms of
    /// Cut Throat and Haitian played by individuals (Haitian's four partners keep the
    /// quick model).
    #[test]
    fn hard_changes_only_its_playouts_reading_and_win_bonus_by_family() {
        use crate::rules::HouseRules;
        let rule = |key: &str, value: &str| HouseRules::new().set(key, value).clone();
        for family in Family::ALL {
            for &players in family.player_counts() {
                let mut forms = vec![(HouseRules::new(), "")];
                match (family, players) {
                    (Family::Haitian, 4) => forms.push((rule("form", "individual"), "individual")),
                    (Family::Haitian, 2) => {
                        forms.push((rule("form", "block"), "block"));
                        forms.push((rule("form", "fourteen"), "fourteen"));
                    }
                    (Family::CutThroat, 2) => forms.push((rule("hand_size", "7"), "seven")),
                    _ => {}
                }
                for (rules, form) in forms {
                    let v = Variant::new(family, players, 6, &rules).unwrap();
                    if family == Family::Haitian && players == 4 {
                        assert_eq!(v.partnership(), form.is_empty());
                    }
                    let t = tuning(&v);
                    // Individuals drawing from a boneyard.
                    let duel = match (family, players) {
                        (Family::Chiva, 2 | 3) => true,
                        (Family::Haitian, 2) => form.is_empty(), // the draw form
                        (Family::CutThroat, 2) => form == "seven",
                        _ => false,
                    };
                    let (policy, reads) = match family {
                        Family::AllFives if players == 2 => {
                            (Policy::Choice(Fit::AllFives), Fit::AllFives)
                        }
                        Family::AllFives => (Policy::Race, Fit::Jamaican),
                        Family::French => (Policy::Choice(Fit::French), Fit::French),
                        Family::Matador if players == 3 => {
                            (Policy::Choice(Fit::Matador), Fit::Matador)
                        }
                        _ if duel => (Policy::Choice(Fit::Duel), Fit::Duel),
                        Family::CutThroat | Family::Haitian if !v.partnership() => {
                            (Policy::Choice(Fit::Jamaican), Fit::Jamaican)
                        }
                        _ => (Policy::Quick, Fit::Jamaican),
                    };
                    let name = format!("{family:?} {players}p {form}");
                    assert_eq!(t.policy, policy, "{name}");
                    assert_eq!(t.reads(), reads, "{name}");
                    let expert = super::super::expert::tuning(&v);
                    assert_eq!(expert.reads(), reads, "the expert reads as hard: {name}");
                    if !matches!(family, Family::AllFives | Family::French) {
                        assert_eq!(t.win_bonus, HARD.win_bonus, "{name}");
                    }
                    assert_eq!(t.prior, HARD.prior);
                    assert_eq!(t.temper, HARD.temper);
                    assert_eq!(t.drawn_per_kept, HARD.drawn_per_kept);
                    assert_eq!(t.exact_tiles, HARD.exact_tiles);
                    assert_eq!(t.perfect_nodes, 0);
                }
            }
        }
        let nine = Variant::new(Family::AllFives, 2, 9, &HouseRules::new()).unwrap();
        assert_eq!(tuning(&nine).policy, Policy::Race, "double-nine races");
        assert_eq!(tuning(&nine).reads(), Fit::Jamaican);
        let nine = Variant::new(Family::Matador, 3, 9, &HouseRules::new()).unwrap();
        assert_eq!(tuning(&nine).policy, Policy::Quick, "double-nine Matador");
    }
}
