//! Invariants of French, Haitian, All Fives and Matador over random matches, for every
//! player count, set and combination of house rules each family allows.
//!
//! Every move of every hand is checked against a shadow kept by the test from the rule
//! texts (the reference table of `helpers::model`, the hands, the boneyard, whose turn it is,
//! muggins claims, French penalties):
//! - tiles are conserved: the hands, the table and the boneyard (or the tiles out of play)
//!   are disjoint and make up the tiles in play;
//! - the engine's legal moves are exactly the shadow's, and the ends and All Fives counts
//!   agree; every legal move is accepted by the checked `play`; on a share of the hands
//!   every other candidate (each tile of the hand on each end with each open number,
//!   pose, poser, draw, pass, claim, muggins) is refused and changes nothing;
//! - the fast `play_unchecked` path reaches the same positions;
//! - every hand ends within a bound, and a blocked hand is one where nobody can move;
//! - hand and match scores follow the family's rules, worked out from the final hands.

mod helpers;

use dominoes::rules::family::Fives;
use dominoes::rules::{
    DrawRule, End, Family, Hand, HandEnding, Join, LayoutKind, Match, Move, NextPose, Phase,
    PoseRule, Seat, Side, Signal, Tile, TileSet, Variant,
};
use helpers::model::*;
use helpers::*;

/// The shadow of one hand, kept from the moves alone.
struct Shadow {
    table: Table,
    hands: [TileSet; 4],
    turn: Seat,
    players: u8,
    /// A scoring play waiting for its claim: (seat, points, missed).
    pending: Option<(Seat, u32, bool)>,
    earned: [u32; 4],
    passes_in_row: u8,
    streak: [u8; 4],
    penalties: [u8; 4],
    /// Whether the last tile went out on both ends' numbers (Dekabès), judged before it.
    either_end: bool,
    moves: usize,
}

impl Shadow {
    fn new(r: &Hand) -> Shadow {
        let mech = r.mechanics();
        let mut hands = [TileSet::EMPTY; 4];
        for s in Seat::all(mech.players) {
            hands[s.index()] = r.hand(s);
        }
        Shadow {
            table: Table::new(mech),
            hands,
            turn: r.turn(),
            players: mech.players,
            pending: None,
            earned: [0; 4],
            passes_in_row: 0,
            streak: [0; 4],
            penalties: [0; 4],
            either_end: false,
            moves: 0,
        }
    }

    fn next(&self, s: Seat) -> Seat {
        // SPEC: the Caribbean games, French, All Fives and Matador go anti-clockwise.
        Seat::new(((s.index() + 1) % usize::from(self.players)) as u8)
    }

    fn plays_of(&self, seat: Seat) -> Vec<Move> {
        self.table.plays(self.hands[seat.index()])
    }

    fn nobody_can_play(&self) -> bool {
        Seat::all(self.players).all(|s| self.plays_of(s).is_empty())
    }
}

/// Tiles conserved: hands, table and undealt tiles are disjoint and make up the game.
fn check_tiles(r: &Hand, sh: &Shadow, ctx: &str) {
    let mech = r.mechanics();
    let mut seen = r.layout().played();
    let mut total = seen.len();
    for s in Seat::all(mech.players) {
        let hand = r.hand(s);
        assert_eq!(hand, sh.hands[s.index()], "{ctx}: hand of {s:?}");
        assert!((seen & hand).is_empty(), "{ctx}: a tile twice");
        seen |= hand;
        total += hand.len();
    }
    let undealt = r.undealt();
    assert!((seen & undealt).is_empty(), "{ctx}: a tile twice");
    seen |= undealt;
    total += undealt.len();
    assert_eq!(seen, mech.in_play, "{ctx}: tiles lost or added");
    assert_eq!(total, mech.in_play.len(), "{ctx}");
    assert_eq!(sh.table.played(), r.layout().played(), "{ctx}: the table");
    let boneyard = if mech.draw == DrawRule::Never {
        0
    } else {
        undealt.len()
    };
    assert_eq!(r.boneyard_len(), boneyard, "{ctx}");
}

/// The legal moves the rules allow, from the shadow.
fn expected_moves(r: &Hand, sh: &Shadow) -> Vec<Move> {
    let mech = r.mechanics();
    let hand = sh.hands[sh.turn.index()];
    match r.phase() {
        Phase::Over => Vec::new(),
        Phase::ChoosePoser(team) => team.seats().into_iter().map(Move::Poser).collect(),
        Phase::Pose => match r.pose_rule() {
            PoseRule::Tile(t) => vec![Move::Pose(t)],
            PoseRule::Any(_) | PoseRule::Team(_) => hand.iter().map(Move::Pose).collect(),
            PoseRule::AnyDouble(_) => {
                let doubles: Vec<Move> = hand
                    .iter()
                    .filter(|t| t.is_double())
                    .map(Move::Pose)
                    .collect();
                if doubles.is_empty() {
                    vec![Move::Pass]
                } else {
                    doubles
                }
            }
        },
        Phase::Play => {
            if let Some((_, _, false)) = sh.pending {
                return vec![Move::Claim, Move::Pass];
            }
            let mut out = sh.table.plays(hand);
            let plays = out.len();
            if let Some((_, _, true)) = sh.pending {
                out.push(Move::Muggins);
            }
            let boneyard = if mech.draw == DrawRule::Never {
                0
            } else {
                r.undealt().len()
            };
            let can_draw = may_draw(mech, boneyard, plays);
            if can_draw {
                out.push(Move::Draw);
            }
            if (plays == 0 && !can_draw) || mech.pass_always {
                out.push(Move::Pass);
            }
            out
        }
    }
}

/// Applies a move (already played by the engine) to the shadow.
fn shadow_move(sh: &mut Shadow, r_before: &Hand, r_after: &Hand, mv: Move) {
    let mech = *r_before.mechanics();
    let seat = sh.turn;
    let i = seat.index();
    sh.moves += 1;
    let mut tile_down = None;
    match mv {
        Move::Poser(s) => {
            sh.turn = s;
        }
        Move::Pose(t) => {
            sh.hands[i].remove(t);
            sh.table.pose(t);
            tile_down = Some(t);
        }
        Move::Play { tile, end, open } => {
            let (a, b) = (sh.table.number(End::LEFT), sh.table.number(End::RIGHT));
            sh.either_end = !tile.is_double()
                && ((tile.low(), tile.high()) == (a, b) || (tile.low(), tile.high()) == (b, a));
            sh.hands[i].remove(tile);
            sh.table.place(end, tile, open);
            sh.streak[i] = 0;
            tile_down = Some(tile);
        }
        Move::Draw => {
            sh.pending = None;
            let drawn = r_after.hand(seat) - r_before.hand(seat);
            assert_eq!(drawn.len(), 1, "a draw takes one tile");
            assert!(r_before.undealt().contains(drawn.iter().next().unwrap()));
            sh.hands[i] |= drawn;
        }
        Move::Claim => {
            let (_, points, _) = sh.pending.take().expect("a claim needs points");
            sh.earned[i] += points;
            sh.turn = sh.next(seat);
        }
        Move::Muggins => {
            let (_, points, _) = sh.pending.take().expect("muggins needs points");
            sh.earned[i] += points;
        }
        Move::Pass => {
            if let Some((s, p, false)) = sh.pending {
                sh.pending = Some((s, p, true));
                sh.turn = sh.next(seat);
                return;
            }
            sh.pending = None;
            if r_before.phase() == Phase::Pose {
                sh.turn = sh.next(seat);
                assert_eq!(r_after.pose_rule(), PoseRule::AnyDouble(sh.turn));
                return;
            }
            sh.passes_in_row += 1;
            if mech.pass_penalties && !sh.nobody_can_play() {
                // French: passing when able, a third pass in a row, a board pass.
                if !sh.plays_of(seat).is_empty() {
                    sh.penalties[i] += 1;
                }
                sh.streak[i] += 1;
                if sh.streak[i] == 3 {
                    sh.penalties[i] += 1;
                    sh.streak[i] = 0;
                }
                // A board pass only when none of the passers since `player`'s play
                // could play (SPEC 1.3): a voluntary pass among them cancels it.
                let player = sh.next(seat);
                let passers = || Seat::all(sh.players).filter(|&s| s != player);
                if sh.passes_in_row == sh.players - 1
                    && passers().all(|s| sh.plays_of(s).is_empty())
                {
                    for s in passers() {
                        sh.penalties[s.index()] += 1;
                    }
                }
            }
            let stuck = sh.nobody_can_play() && r_after.boneyard_len() == 0;
            if r_after.is_over() {
                assert!(stuck && sh.passes_in_row >= sh.players, "blocked too soon");
            } else {
                assert!(
                    !(stuck && sh.passes_in_row >= sh.players),
                    "blocked, not ended"
                );
                sh.turn = sh.next(seat);
            }
        }
    }
    if let Some(t) = tile_down {
        sh.pending = None;
        sh.passes_in_row = 0;
        let out = sh.hands[i].is_empty();
        let mut waiting = false;
        if mech.fives != Fives::Off {
            let total = sh.table.fives_total();
            if total > 0 && total % 5 == 0 {
                if mech.fives == Fives::Muggins && !out {
                    sh.pending = Some((seat, total, false));
                    waiting = true;
                } else {
                    sh.earned[i] += total;
                }
            }
        }
        if out {
            assert!(
                matches!(r_after.end(), Some(HandEnding::Out { seat: s, tile, .. }) if s == seat && tile == t)
            );
        } else if !waiting {
            sh.turn = sh.next(seat);
        }
    }
}

/// Compares the engine's position with the shadow.
fn check_position(r: &Hand, sh: &Shadow, ctx: &str) {
    check_tiles(r, sh, ctx);
    if r.is_over() {
        return;
    }
    assert_eq!(r.turn(), sh.turn, "{ctx}: turn");
    let l = r.layout();
    if !l.is_empty() {
        let ends: Vec<End> = l.open_ends().collect();
        assert_eq!(ends, sh.table.open_ends(), "{ctx}: open ends");
        for e in ends {
            assert_eq!(l.end_number(e), sh.table.number(e), "{ctx}: end {e:?}");
        }
        if r.mechanics().layout == LayoutKind::Spinner {
            assert_eq!(l.fives_total(), sh.table.fives_total(), "{ctx}: count");
        }
    }
    for s in Seat::all(sh.players) {
        assert_eq!(r.earned(s), sh.earned[s.index()], "{ctx}: earned {s:?}");
        assert_eq!(
            r.penalties(s),
            sh.penalties[s.index()],
            "{ctx}: penalties {s:?}"
        );
    }
    let pending = r.pending_claim().map(|p| (p.seat, p.points, p.missed));
    assert_eq!(pending, sh.pending, "{ctx}: claim");
}

/// Checks that every candidate move not in the legal list is refused without effect.
fn check_refusals(m: &mut Match, legal: &[Move], ctx: &str) {
    let before = (m.hand().turn(), m.moves().len(), m.hand().layout().played());
    for cand in candidates(m.hand()) {
        if legal.contains(&cand) {
            continue;
        }
        assert!(m.play(cand).is_err(), "{ctx}: {cand:?} accepted");
    }
    let after = (m.hand().turn(), m.moves().len(), m.hand().layout().played());
    assert_eq!(before, after, "{ctx}: a refused move changed the hand");
}

/// The side a seat scores for.
fn side_of(v: &Variant, seat: Seat) -> usize {
    if v.partnership() {
        seat.index() % 2
    } else {
        seat.index()
    }
}

/// The single lowest count's side, or `None` for a tie between sides.
fn lowest_side(v: &Variant, counts: &[u32]) -> Option<usize> {
    let low = *counts.iter().min().unwrap();
    let sides: Vec<usize> = (0..counts.len())
        .filter(|&s| counts[s] == low)
        .map(|s| side_of(v, Seat::new(s as u8)))
        .collect();
    sides.iter().all(|&x| x == sides[0]).then(|| sides[0])
}

/// The tile a family's opening rule poses, from the dealt hands.
fn opening_tile(v: &Variant, r: &Hand) -> Tile {
    if v.family() == Family::French {
        return Tile::new(0, 0);
    }
    let all = Seat::all(v.players()).fold(TileSet::EMPTY, |acc, s| acc | r.hand(s));
    let best_double = all
        .iter()
        .filter(|t| t.is_double())
        .max_by_key(|t| t.high());
    best_double.unwrap_or_else(|| {
        all.iter()
            .max_by_key(|t| (u32::from(t.low()) + u32::from(t.high()), t.high()))
            .unwrap()
    })
}

/// What the match keeps between hands, from the test's own reading.
struct Tally {
    scores: [i32; 4],
    /// Haitian: the next win counts double.
    worth_double: bool,
}

/// Scores a finished hand from the final hands and checks the engine's result and match.
fn check_scores(v: &Variant, m: &Match, sh: &Shadow, tally: &mut Tally, ctx: &str) {
    let r = m.hand();
    let players = v.players() as usize;
    let counts: Vec<u32> = (0..players).map(|s| pips(sh.hands[s])).collect();
    let result = m.results().last().expect("a result");
    let end = r.end().expect("over");
    let mut points = [0i32; 4];
    let winner: Option<usize>;
    match v.family() {
        Family::French => {
            let ten = v.rule("double_blank") == "10";
            let count_of = |s: usize| {
                counts[s]
                    + if ten && sh.hands[s].contains(Tile::new(0, 0)) {
                        10
                    } else {
                        0
                    }
            };
            let weighed: Vec<u32> = (0..4).map(count_of).collect();
            let (out, on_double) = match end {
                HandEnding::Out { seat, tile, .. } => (Some(seat.index()), tile.is_double()),
                HandEnding::Blocked => (None, false),
            };
            winner = out.or_else(|| lowest_side(v, &weighed));
            for s in 0..4 {
                let mut score = if out == Some(s) { 0 } else { weighed[s] as i32 };
                let mut factor = 1;
                if sh.hands[s].iter().any(|t| t.is_double()) {
                    factor *= 2;
                }
                if on_double && out != Some(s) {
                    factor *= 2;
                }
                score *= factor;
                assert!(score >= 0 && score % factor == 0);
                points[s] = score + 10 * i32::from(sh.penalties[s]);
            }
        }
        Family::Haitian => {
            // After a tie the hand's points count double (once, however many ties).
            let factor = if tally.worth_double { 2 } else { 1 };
            match end {
                HandEnding::Out { seat, .. } => {
                    winner = Some(side_of(v, seat));
                    points[side_of(v, seat)] = factor * if sh.either_end { 2 } else { 1 };
                }
                HandEnding::Blocked => {
                    winner = lowest_side(v, &counts);
                    if let Some(w) = winner {
                        points[w] = factor;
                    }
                }
            }
            let last_either = matches!(
                end,
                HandEnding::Out {
                    either_end: true,
                    ..
                }
            );
            assert_eq!(
                last_either,
                matches!(end, HandEnding::Out { .. }) && sh.either_end,
                "{ctx}: Dekabès"
            );
        }
        Family::AllFives | Family::Matador => {
            let fives = v.family() == Family::AllFives;
            let round5 = |n: u32| if fives { nearest_five(n) } else { n };
            let total: u32 = counts.iter().sum();
            match end {
                HandEnding::Out { seat, .. } => {
                    winner = Some(seat.index());
                    points[seat.index()] = round5(total - counts[seat.index()]) as i32;
                }
                HandEnding::Blocked => {
                    winner = lowest_side(v, &counts);
                    if let Some(w) = winner {
                        points[w] = round5(total - 2 * counts[w]) as i32;
                    }
                }
            }
            for (p, earned) in points.iter_mut().zip(sh.earned) {
                *p += earned as i32;
                if fives {
                    assert_eq!(*p % 5, 0, "{ctx}: All Fives scores in fives");
                }
            }
        }
        other => unreachable!("{other:?}"),
    }
    assert_eq!(
        result.winner,
        winner.map(|w| Side::new(w as u8)),
        "{ctx}: winner"
    );
    assert_eq!(result.points, points, "{ctx}: hand points");
    assert_eq!(result.counts[..players], counts[..], "{ctx}: counts");

    // The match.
    let sides = v.sides() as usize;
    let state = m.state();
    match v.family() {
        Family::Haitian => {
            match winner {
                None => {
                    tally.worth_double = true;
                    let expected = if v.partnership() {
                        NextPose::Team(dominoes::rules::Team::new((result.poser.index() % 2) as u8))
                    } else {
                        NextPose::Seat(result.poser)
                    };
                    assert_eq!(state.next_pose, expected, "{ctx}: posers of a tie");
                }
                Some(w) => {
                    // The hand's points are already doubled after a tie.
                    let add = points[w];
                    tally.worth_double = false;
                    for s in 0..sides {
                        tally.scores[s] = if s == w { tally.scores[s] + add } else { 0 };
                    }
                }
            }
            assert_eq!(
                state.scores[..sides],
                tally.scores[..sides],
                "{ctx}: scores"
            );
            assert!(tally.scores.iter().all(|&s| (0..=7).contains(&s)));
            let over = tally.scores.iter().any(|&s| s >= 4);
            assert_eq!(m.is_over(), over, "{ctx}: first to 4");
            if over {
                let w = tally.scores.iter().position(|&s| s >= 4).unwrap();
                assert_eq!(m.winner(), Some(Side::new(w as u8)));
                assert_eq!(
                    tally.scores.iter().filter(|&&s| s > 0).count(),
                    1,
                    "losers at 0"
                );
            }
        }
        Family::French => {
            for (score, p) in tally.scores.iter_mut().zip(points) {
                *score += p;
            }
            assert_eq!(state.scores, tally.scores, "{ctx}");
            let low = *tally.scores.iter().min().unwrap();
            let lowest: Vec<usize> = (0..4).filter(|&s| tally.scores[s] == low).collect();
            let over = tally.scores.iter().any(|&s| s >= 100) && lowest.len() == 1;
            assert_eq!(m.is_over(), over, "{ctx}: the end at 100");
            if over {
                assert_eq!(m.winner(), Some(Side::new(lowest[0] as u8)));
            }
            let next = match winner {
                Some(w) => NextPose::Double(Seat::new(w as u8)),
                None => NextPose::Opening,
            };
            assert_eq!(state.next_pose, next, "{ctx}");
        }
        _ => {
            for (score, p) in tally.scores.iter_mut().zip(points).take(sides) {
                *score += p;
            }
            assert_eq!(state.scores, tally.scores, "{ctx}");
            let target: i32 = v.rule("target").parse().unwrap();
            let best = *tally.scores.iter().max().unwrap();
            let leaders = tally.scores.iter().filter(|&&s| s == best).count();
            assert_eq!(m.is_over(), best >= target && leaders == 1, "{ctx}: target");
        }
    }
}

/// The way hands are dealt and played, as the family's rules and house rules say.
fn check_mechanics(v: &Variant, name: &str) {
    let mech = v.mechanics();
    let top = v.set().top();
    let players = v.players();
    let (hand, layout, join, draw, fives) = match v.family() {
        Family::French => (
            7,
            LayoutKind::Arms,
            Join::Match,
            DrawRule::Never,
            Fives::Off,
        ),
        Family::Haitian => {
            let (hand, draw) = match (players, v.rule("form")) {
                (2, "draw") => (7, DrawRule::WhenStuck),
                (2, "fourteen") => (14, DrawRule::Never),
                (2, _) => (7, DrawRule::Never),
                (3, _) => (9, DrawRule::Never),
                _ => (7, DrawRule::Never),
            };
            (hand, LayoutKind::Line, Join::Match, draw, Fives::Off)
        }
        Family::AllFives => {
            let hand = match (players, v.rule("hand_size")) {
                (2, "large") => 9,
                (2, _) => 7,
                (3, "large") => 7,
                _ => 5,
            };
            let fives = if v.rule("muggins") == "on" {
                Fives::Muggins
            } else {
                Fives::Auto
            };
            (
                hand,
                LayoutKind::Spinner,
                Join::Match,
                DrawRule::WhenStuck,
                fives,
            )
        }
        Family::Matador => {
            let hand = v.rule("hand_size").parse().unwrap();
            let join = Join::SumTo(top + 1);
            (hand, LayoutKind::Line, join, DrawRule::Anytime, Fives::Off)
        }
        other => unreachable!("{other:?}"),
    };
    assert_eq!(mech.hand_size, hand, "{name}: hand size");
    assert_eq!(mech.layout, layout, "{name}: layout");
    assert_eq!(mech.join, join, "{name}: join");
    assert_eq!(mech.draw, draw, "{name}: drawing");
    assert_eq!(mech.fives, fives, "{name}: fives");
    assert_eq!(mech.pass_always, v.family() == Family::French, "{name}");
    assert_eq!(mech.pass_penalties, v.family() == Family::French, "{name}");
    let without_blank = v.family() == Family::Haitian && players == 3;
    let expected_tiles = v.set().len() - usize::from(without_blank);
    assert_eq!(mech.in_play.len(), expected_tiles, "{name}: tiles in play");
    assert_eq!(
        mech.in_play.contains(Tile::new(0, 0)),
        !without_blank,
        "{name}: the double blank"
    );
    assert_eq!(
        v.partnership(),
        v.family() == Family::Haitian && players == 4 && v.rule("form") == "partners",
        "{name}: partners"
    );
}

/// How much checking: hands to play for each variant, and one hand in `full_every` (in
/// double-six; proportionally fewer with bigger sets) also tries every candidate move.
struct Budget {
    hands: usize,
    full_every: usize,
}

/// Plays random matches of every variant of `family` and checks every move.
fn run(family: Family, budget: Budget, seed: u64) -> usize {
    let mut dice = Dice::for_model(seed);
    let mut hands_played = 0;
    for v in all_variants(family) {
        let name = format!(
            "{} {}p double-{} {:?}",
            family.id(),
            v.players(),
            v.set().top(),
            v.rules()
        );
        check_mechanics(&v, &name);
        let mut played = 0;
        let mut match_no = 0u64;
        while played < budget.hands {
            let mut m = Match::new(v.clone(), dice.next_u64());
            match_no += 1;
            let mut tally = Tally {
                scores: [0; 4],
                worth_double: false,
            };
            loop {
                let ctx_hand = format!("{name} match {match_no} hand {played}");
                // Bigger sets have many more candidates per move: fewer full hands.
                let every = budget.full_every * v.set().len().div_ceil(28);
                let full = played % every == 0;
                let sh = play_hand(&v, &mut m, &mut dice, full, &ctx_hand);
                check_scores(&v, &m, &sh, &mut tally, &ctx_hand);
                played += 1;
                if m.is_over() || played >= budget.hands {
                    break;
                }
                let next = m.state().next_pose;
                m.next_hand();
                check_pose(&v, m.hand(), next, &ctx_hand);
            }
        }
        hands_played += played;
    }
    hands_played
}

/// The pose rule a hand starts under, from the match's next pose and the deal.
fn check_pose(v: &Variant, r: &Hand, next: NextPose, ctx: &str) {
    let expected = match next {
        NextPose::Opening => PoseRule::Tile(opening_tile(v, r)),
        NextPose::Seat(s) => PoseRule::Any(s),
        NextPose::Team(t) => PoseRule::Team(t),
        NextPose::Double(s) => PoseRule::AnyDouble(s),
    };
    assert_eq!(r.pose_rule(), expected, "{ctx}: the pose");
}

/// Plays one hand with random legal moves, checking every move; returns its shadow.
fn play_hand(v: &Variant, m: &mut Match, dice: &mut Dice, full: bool, ctx: &str) -> Shadow {
    let mut sh = Shadow::new(m.hand());
    let mut fast = m.hand().clone();
    let in_play = v.mechanics().in_play.len();
    let bound = if v.mechanics().pass_always {
        5000
    } else {
        4 * in_play + 4 * v.players() as usize + 16
    };
    if m.moves().is_empty() && m.results().is_empty() {
        check_pose(v, m.hand(), NextPose::Opening, ctx);
    }
    let signals = m.signals_allowed();
    loop {
        let ctx = format!("{ctx} move {}", sh.moves);
        check_position(m.hand(), &sh, &ctx);
        if m.hand().is_over() {
            break;
        }
        assert!(sh.moves < bound, "{ctx}: the hand does not end");
        let legal = sorted(m.hand().legal_moves().to_vec());
        assert_eq!(
            legal,
            sorted(expected_moves(m.hand(), &sh)),
            "{ctx}: legal moves"
        );
        // The move chosen below goes through the checked `play` on every move; on the
        // fully checked hands every other legal move does too.
        if full {
            for &mv in &legal {
                let mut probe = m.hand().clone();
                assert_eq!(probe.play(mv), Ok(()), "{ctx}: legal {mv:?} refused");
            }
            check_refusals(m, &legal, &ctx);
        }
        let mv = random_move(m.hand(), dice);
        let before = m.hand().clone();
        let signal = if let Move::Play { open, .. } = mv {
            if v.family() == Family::Haitian && dice.chance(1, 3) {
                let sig = dice.pick(&Signal::ALL);
                if signals {
                    Some((sig, open))
                } else {
                    let moves = m.moves().len();
                    assert!(m.play_with_signal(mv, sig).is_err(), "{ctx}: signal");
                    assert_eq!(m.moves().len(), moves);
                    None
                }
            } else {
                None
            }
        } else {
            None
        };
        match signal {
            Some((sig, open)) => {
                let seat = m.hand().turn();
                m.play_with_signal(mv, sig).expect("legal with a signal");
                let last = *m.signals().last().unwrap();
                assert_eq!((last.seat, last.signal, last.number), (seat, sig, open));
                assert_eq!(last.move_index, m.moves().len() - 1);
            }
            None => m.play(mv).expect("a legal move"),
        }
        fast.play_unchecked(mv);
        shadow_move(&mut sh, &before, m.hand(), mv);
        assert_eq!(fast.turn(), m.hand().turn(), "{ctx}: fast path");
        assert_eq!(fast.end(), m.hand().end(), "{ctx}: fast path");
        assert_eq!(fast.layout(), m.hand().layout(), "{ctx}: fast path");
        for s in Seat::all(v.players()) {
            assert_eq!(fast.hand(s), m.hand().hand(s), "{ctx}: fast path");
        }
    }
    if let Some(HandEnding::Blocked) = m.hand().end() {
        assert!(sh.nobody_can_play(), "{ctx}: blocked while a tile fits");
        assert_eq!(m.hand().boneyard_len(), 0, "{ctx}: blocked with a boneyard");
    }
    sh
}

#[test]
fn french_hands_keep_their_invariants() {
    let hands = run(
        Family::French,
        Budget {
            hands: 4000,
            full_every: 4,
        },
        1,
    );
    assert!(hands >= 8000);
}

#[test]
fn haitian_hands_keep_their_invariants() {
    let hands = run(
        Family::Haitian,
        Budget {
            hands: 1500,
            full_every: 4,
        },
        2,
    );
    assert!(hands >= 12000);
}

#[test]
fn all_fives_hands_keep_their_invariants() {
    let hands = run(
        Family::AllFives,
        Budget {
            hands: 90,
            full_every: 8,
        },
        3,
    );
    assert!(hands >= 12000);
}

#[test]
fn matador_hands_keep_their_invariants() {
    let hands = run(
        Family::Matador,
        Budget {
            hands: 120,
            full_every: 12,
        },
        4,
    );
    assert!(hands >= 8000);
}
