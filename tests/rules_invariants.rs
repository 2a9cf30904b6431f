//! Invariants over random hands of the five line families, every player count, set and
//! combination of house rules: 104,192 hands per run in all (the `HANDS` table below),
//! one test per family so they run in parallel. About 10 s of CPU in release.
//!
//! At every position:
//! - tiles are never created or lost: the hands, the table and the undealt tiles (the
//!   boneyard or the tiles out of play) are disjoint and together make the tiles in play;
//!   every count the engine keeps equals the pips of the hand;
//! - the legal moves equal an independent reading of the rules (who may pose what, which
//!   tiles fit which end, draw when stuck with a boneyard, pass only when stuck without
//!   one), every one of them is accepted by the checked `play`, and the fast
//!   `random_move` picks from the same list;
//! - each move does what it says: the turn passes in the family's direction (not after a
//!   draw), a tile leaves its number showing at its end, a draw takes the boneyard's next
//!   tile; `play` and `play_unchecked` leave the same hand.
//!
//! At one position of a sample of hands (about 40 candidates per hand on average, so 1
//! hand in 30 with double-six, 1 in 330 with double-fifteen; the run reports how many):
//! every candidate move (every tile of the set on ends 0 to 5 leaving every number, every
//! pose, Poser for every seat, Pass, Draw, Claim, Muggins) is accepted exactly when it is
//! legal, and otherwise refused with the precise reason, leaving the hand untouched.
//!
//! At the end of every hand: it ended by someone going out or by a real block (nobody
//! holds a fitting tile and nothing is left to draw), within a bound on the number of
//! moves; the engine's end, counts, key tile, winner and points equal the rule texts'; and
//! the match state (scores, pending tie replays, play-off, games, match winner, who poses
//! next) equals an independent model of each family's match rules, and the next hand
//! starts with that pose. Family-wide score facts are checked too: Jamaican scores are
//! always x-0 or 0-x (1-1 only before a play-off), and partnership points are the losing
//! team's count.
//!
//! Half of the matches are dealt by the engine from a seed, half from explicit deals made
//! here (which for Block & Draw may hold no double: the engine must still pose a tile
//! that is in the poser's hand).

mod helpers;

use dominoes::rules::rng::Rng;
use dominoes::rules::{
    Deal, DrawRule, End, Family, Hand, HandEnding, IllegalMove, LayoutKind, Match, Move, MoveList,
    NextPose, Phase, PoseRule, Seat, Side, Team, Tile, Variant,
};
use helpers::hands::*;
use helpers::*;

/// Hands checked per family per run.
const HANDS: [(Family, usize); 5] = [
    (Family::Jamaican, 30_000),
    (Family::CutThroat, 20_000),
    (Family::Chiva, 15_000),
    (Family::Partnership, 15_000),
    (Family::BlockDraw, 24_192),
];

const _: () = {
    let mut total = 0;
    let mut i = 0;
    while i < HANDS.len() {
        total += HANDS[i].1;
        i += 1;
    }
    assert!(total >= 100_000);
};

/// Every variant of a family: player counts, sets, house-rule combinations.
fn variants(family: Family) -> Vec<Variant> {
    let mut out = Vec::new();
    for &players in family.player_counts() {
        for set in family.sets() {
            for rules in all_rule_combos(family, players) {
                out.push(Variant::new(family, players, set.top(), &rules).expect("valid"));
            }
        }
    }
    out
}

fn run_family(family: Family) {
    let quota = HANDS.iter().find(|(f, _)| *f == family).unwrap().1;
    let vs = variants(family);
    let per = quota.div_ceil(vs.len());
    let (mut checked, mut positions) = (0, 0);
    for (i, v) in vs.iter().enumerate() {
        let (h, p) = run_variant(v, per, 0xC0FFEE ^ (family as u64) << 32 ^ i as u64);
        checked += h;
        positions += p;
    }
    assert!(checked >= quota, "{family}: {checked} hands");
    assert!(positions >= 200, "{family}: only {positions} positions");
    eprintln!(
        "{family}: {checked} hands in {} variants; every candidate tried at {positions} positions",
        vs.len()
    );
}

#[test]
fn jamaican_invariants() {
    run_family(Family::Jamaican);
}

#[test]
fn cutthroat_invariants() {
    run_family(Family::CutThroat);
}

#[test]
fn chiva_invariants() {
    run_family(Family::Chiva);
}

#[test]
fn partnership_invariants() {
    run_family(Family::Partnership);
}

#[test]
fn blockdraw_invariants() {
    run_family(Family::BlockDraw);
}

/// A deal made here, uniformly at random, without the redeal rule.
fn raw_deal(v: &Variant, dice: &mut Dice) -> Deal {
    let mech = v.mechanics();
    let mut all: Vec<Tile> = mech.in_play.iter().collect();
    dice.shuffle(&mut all);
    let size = mech.hand_size as usize;
    let hands: Vec<Vec<Tile>> = (0..mech.players as usize)
        .map(|s| all[s * size..(s + 1) * size].to_vec())
        .collect();
    Deal::explicit(mech, &hands, Some(&all[size * mech.players as usize..])).expect("valid deal")
}

/// Plays `hands` random hands of `v` (in as many matches as it takes) checking everything;
/// returns how many hands were checked, and at how many positions every candidate move
/// was tried.
fn run_variant(v: &Variant, hands: usize, seed: u64) -> (usize, usize) {
    let mut dice = Dice::new(seed);
    let mut rng = Rng::new(seed);
    let mut done = 0;
    let mut positions = 0;
    let mut matches = 0u64;
    while done < hands {
        matches += 1;
        let explicit = matches % 2 == 0;
        // The boneyard's order, when the deal is made here.
        let mut order = None;
        let mut m = if explicit {
            let d = raw_deal(v, &mut dice);
            order = Some(d.boneyard.to_vec());
            Match::with_deal(v.clone(), seed, &d)
        } else {
            Match::new(v.clone(), seed ^ matches)
        };
        m.set_explain(matches % 8 == 1);
        let mut model = Model::new();
        loop {
            let ctx = format!(
                "{} {}p double-{} {:?} match {matches} hand {}",
                v.family(),
                v.players(),
                v.set().top(),
                v.rules(),
                m.results().len() + 1
            );
            check_start(v, &m, &model, &ctx);
            let (log, tried) = play_hand(v, &mut m, &mut dice, &mut rng, order.take(), &ctx);
            positions += usize::from(tried);
            check_hand_end(v, &m, &log, model.pending, &ctx);
            model.advance(v, &log);
            check_state(v, &m, &model, &log, &ctx);
            done += 1;
            if m.is_over() || done >= hands {
                break;
            }
            if explicit && dice.below(2) == 0 {
                let d = raw_deal(v, &mut dice);
                order = Some(d.boneyard.to_vec());
                m.next_hand_with(&d);
            } else {
                m.next_hand();
            }
        }
    }
    (done, positions)
}

/// Plays one hand with random legal moves, checking every position; says whether every
/// candidate move was tried at one of them. `order` is the boneyard in draw order, when
/// known.
fn play_hand(
    v: &Variant,
    m: &mut Match,
    dice: &mut Dice,
    rng: &mut Rng,
    order: Option<Vec<Tile>>,
    ctx: &str,
) -> (HandLog, bool) {
    let mut log = HandLog::start(m);
    let dealt: usize = (0..v.players())
        .map(|s| m.hand().hand(Seat::new(s)).len())
        .sum();
    // Poser and pose, every draw, and every tile (dealt or drawn) followed by at most one
    // pass from each player.
    let boneyard = m.hand().boneyard_len();
    let bound = 2 + boneyard + (dealt + boneyard) * (v.players() as usize + 1);
    let mut scratch = MoveList::new();
    // Every candidate move is tried at one position of a sample of hands, about 40
    // candidates per hand on average: 1 hand in 30 with double-six, 1 in 320 with
    // double-fifteen.
    let tiles = v.set().len();
    let per_position = 8 + tiles * (1 + 6 * (v.set().top() as usize + 1));
    let check_at = (dice.below(per_position) < 40).then(|| dice.below(dealt + 2));
    let mut draws = 0;
    while !m.hand().is_over() {
        let r = m.hand();
        let ctx = format!("{ctx}, move {}", log.moves.len());
        check_tiles(v, r, &ctx);
        let expected = oracle_legal(v, r, &ctx);
        let legal = sorted_legal(r);
        assert_eq!(legal, expected, "{ctx}: legal moves");
        assert_eq!(legal.len(), r.legal_moves().len(), "{ctx}: duplicate moves");
        for &mv in &legal {
            r.clone()
                .play(mv)
                .unwrap_or_else(|e| panic!("{ctx}: legal {mv:?} refused: {e}"));
        }
        // The fast random pick is exactly legal_moves()[pick(n)].
        let (mut a, mut b) = (rng.clone(), rng.clone());
        let fast = r.random_move(&mut a, &mut scratch);
        let list = r.legal_moves();
        assert_eq!(
            fast,
            list[b.pick(list.len() as u32) as usize],
            "{ctx}: random_move"
        );
        assert_eq!(a, b, "{ctx}: random_move draws");
        // The fused pick-and-play plays that move, with the same draws.
        let (mut c, mut fused) = (rng.clone(), r.clone());
        assert_eq!(
            fused.play_random(&mut c, &mut scratch),
            fast,
            "{ctx}: play_random"
        );
        assert_eq!(c, a, "{ctx}: play_random draws");
        let mut unfused = r.clone();
        unfused.play_unchecked(fast);
        assert_eq!(
            snapshot(&fused),
            snapshot(&unfused),
            "{ctx}: play_random vs play_unchecked"
        );
        if check_at == Some(log.moves.len()) {
            check_all_candidates(v, r, &expected, &ctx);
        }
        // Play one, checked, and compare with the fast path.
        let mv = dice.pick(&legal);
        let mut fast_hand = r.clone();
        fast_hand.play_unchecked(mv);
        let before = r.clone();
        log.play(m, mv)
            .unwrap_or_else(|e| panic!("{ctx}: {mv:?} refused: {e}"));
        let after = m.hand();
        assert_eq!(
            snapshot(after),
            snapshot(&fast_hand),
            "{ctx}: play vs play_unchecked"
        );
        check_move_effect(v, &before, after, mv, &ctx);
        if let (Move::Draw, Some(order)) = (mv, &order) {
            let drawn = after.hand(before.turn()) - before.hand(before.turn());
            assert!(
                drawn.contains(order[draws]),
                "{ctx}: draws in boneyard order"
            );
            draws += 1;
        }
        assert!(
            log.moves.len() <= bound,
            "{ctx}: the hand does not end ({bound} moves)"
        );
    }
    check_tiles(v, m.hand(), ctx);
    if check_at.is_some_and(|i| i >= log.moves.len()) {
        check_all_candidates(v, m.hand(), &[], ctx);
    }
    (log, check_at.is_some())
}

/// Every move that could be written for a variant: each tile of the set on ends 0 to 5
/// leaving each number, each pose, Poser for each seat, Pass, Draw, Claim and Muggins.
fn candidates(v: &Variant) -> Vec<Move> {
    let top = v.set().top();
    let mut out = vec![Move::Pass, Move::Draw, Move::Claim, Move::Muggins];
    out.extend((0..4).map(|s| Move::Poser(Seat::new(s))));
    for tile in v.set().tiles() {
        out.push(Move::Pose(tile));
        for e in End::ALL {
            for open in 0..=top {
                out.push(Move::Play { tile, end: e, open });
            }
        }
    }
    out
}

/// Tiles are never created or lost; the engine's counts are the hands' pips.
fn check_tiles(v: &Variant, r: &Hand, ctx: &str) {
    let mech = v.mechanics();
    let mut seen = r.layout().played();
    let mut total = seen.len();
    let undealt = r.undealt();
    assert!(
        (seen & undealt).is_empty(),
        "{ctx}: a tile both undealt and on the table"
    );
    seen |= undealt;
    total += undealt.len();
    for s in 0..v.players() {
        let h = r.hand(Seat::new(s));
        assert!((seen & h).is_empty(), "{ctx}: tile in two places");
        seen |= h;
        total += h.len();
        assert_eq!(r.count(Seat::new(s)), pips(h), "{ctx}: count of seat {s}");
    }
    for s in v.players()..4 {
        assert!(
            r.hand(Seat::new(s)).is_empty(),
            "{ctx}: a hand for an empty seat"
        );
    }
    assert_eq!(seen, mech.in_play, "{ctx}: tiles created or lost");
    assert_eq!(total, mech.in_play.len(), "{ctx}: tiles counted twice");
    match mech.draw {
        DrawRule::Never => assert_eq!(r.boneyard_len(), 0, "{ctx}"),
        _ => assert_eq!(r.boneyard_len(), undealt.len(), "{ctx}: boneyard size"),
    }
    let l = r.layout();
    assert_eq!(l.kind(), LayoutKind::Line);
    if l.is_empty() {
        assert_eq!(l.open_ends().count(), 0, "{ctx}");
    } else {
        let ends: Vec<End> = l.open_ends().collect();
        assert_eq!(
            ends,
            vec![End::LEFT, End::RIGHT],
            "{ctx}: a line has two ends"
        );
        for e in ends {
            assert_eq!(l.is_hard(e, v.set()), hard_end(r, e), "{ctx}: hard end");
        }
    }
}

/// Whether `tile` fits end `e` of a line.
fn fits(r: &Hand, tile: Tile, e: End) -> bool {
    r.layout().is_open(e) && tile.has(r.layout().end_number(e))
}

/// Whether the seat holds a tile that fits either end.
fn can_play(r: &Hand, seat: Seat) -> bool {
    r.hand(seat)
        .iter()
        .any(|t| fits(r, t, End::LEFT) || fits(r, t, End::RIGHT))
}

/// The legal moves, from the rules: the posing team chooses its poser; the poser poses
/// the tile the rule names (which they must hold) or any of their tiles; in play, every
/// tile that matches an end, on that end; with none, Draw while the boneyard has tiles
/// (in draw games), else Pass.
fn oracle_legal(v: &Variant, r: &Hand, ctx: &str) -> Vec<Move> {
    let turn = r.turn();
    let hand = r.hand(turn);
    let mut out = Vec::new();
    match r.phase() {
        Phase::Over => {}
        Phase::ChoosePoser(team) => {
            assert!(partnership(v), "{ctx}: a team chooses outside a team game");
            out.extend(team.seats().map(Move::Poser));
        }
        Phase::Pose => match r.pose_rule() {
            PoseRule::Tile(t) => {
                assert!(
                    hand.contains(t),
                    "{ctx}: {turn:?} must pose {t} without holding it"
                );
                out.push(Move::Pose(t));
            }
            PoseRule::Any(s) => {
                assert_eq!(s, turn, "{ctx}");
                out.extend(hand.iter().map(Move::Pose));
            }
            other => panic!("{ctx}: pose rule {other:?} in a line game"),
        },
        Phase::Play => {
            for e in [End::LEFT, End::RIGHT] {
                let n = r.layout().end_number(e);
                for tile in hand.iter().filter(|t| t.has(n)) {
                    out.push(Move::Play {
                        tile,
                        end: e,
                        open: tile.other(n),
                    });
                }
            }
            if out.is_empty() {
                if draws(v) && !r.undealt().is_empty() {
                    out.push(Move::Draw);
                } else {
                    out.push(Move::Pass);
                }
            }
        }
    }
    out.sort_by_key(move_key);
    out
}

/// Why a move that is not legal is refused, from the rules.
fn oracle_error(v: &Variant, r: &Hand, mv: Move) -> IllegalMove {
    let hand = r.hand(r.turn());
    let stuck = !can_play(r, r.turn());
    match (r.phase(), mv) {
        (Phase::Over, _) => IllegalMove::HandOver,
        (Phase::ChoosePoser(_), Move::Poser(s)) => IllegalMove::NotPoser(s),
        (Phase::ChoosePoser(team), _) => IllegalMove::MustChoosePoser(team),
        (_, Move::Poser(s)) => IllegalMove::NotPoser(s),
        (Phase::Pose, Move::Pose(t)) if !hand.contains(t) => IllegalMove::NotInHand(t),
        (Phase::Pose, Move::Pose(_)) | (Phase::Pose, Move::Pass) => match r.pose_rule() {
            PoseRule::Tile(t) => IllegalMove::MustPose(t),
            _ => IllegalMove::MustPlay,
        },
        (_, Move::Claim) | (_, Move::Muggins) => IllegalMove::NothingToClaim,
        (Phase::Pose, _) => IllegalMove::NotPosed,
        (Phase::Play, Move::Pose(_)) => IllegalMove::AlreadyPosed,
        (Phase::Play, Move::Play { tile, end, open }) => {
            if !hand.contains(tile) {
                IllegalMove::NotInHand(tile)
            } else if !r.layout().is_open(end) {
                IllegalMove::EndClosed(end)
            } else if fits(r, tile, end) {
                IllegalMove::WrongOpen(tile, end, open)
            } else {
                IllegalMove::DoesNotFit(tile, end)
            }
        }
        (Phase::Play, Move::Draw) => {
            if !draws(v) {
                IllegalMove::NoDrawing
            } else if r.undealt().is_empty() {
                IllegalMove::BoneyardEmpty
            } else {
                IllegalMove::MustPlay
            }
        }
        (Phase::Play, Move::Pass) => {
            if stuck && draws(v) && !r.undealt().is_empty() {
                IllegalMove::MustDraw
            } else {
                IllegalMove::MustPlay
            }
        }
    }
}

/// Every candidate move is accepted exactly when legal; a refusal gives the precise
/// reason and changes nothing.
fn check_all_candidates(v: &Variant, r: &Hand, legal: &[Move], ctx: &str) {
    let mut work = r.clone();
    for c in candidates(v) {
        if legal.contains(&c) {
            r.clone()
                .play(c)
                .unwrap_or_else(|e| panic!("{ctx}: legal {c:?} refused: {e}"));
        } else {
            assert_eq!(
                work.play(c),
                Err(oracle_error(v, r, c)),
                "{ctx}: {c:?} should be refused so"
            );
        }
    }
    assert_eq!(
        snapshot(&work),
        snapshot(r),
        "{ctx}: a refused move changed the hand"
    );
    for s in 0..v.players() {
        assert_eq!(
            r.can_play(Seat::new(s)),
            can_play(r, Seat::new(s)),
            "{ctx}: can_play"
        );
    }
}

/// The observable state of a hand.
fn snapshot(r: &Hand) -> impl PartialEq + std::fmt::Debug {
    (
        [0, 1, 2, 3].map(|s| r.hand(Seat::new(s))),
        *r.layout(),
        r.turn(),
        r.phase(),
        r.undealt(),
        r.boneyard_len(),
        r.passes_in_row(),
        r.end(),
        r.poser(),
        r.pose_rule(),
    )
}

/// A move does what it says.
fn check_move_effect(v: &Variant, before: &Hand, after: &Hand, mv: Move, ctx: &str) {
    let seat = before.turn();
    let next = next_seat(v, seat);
    let l = after.layout();
    match mv {
        Move::Poser(s) => {
            assert_eq!((after.turn(), after.phase()), (s, Phase::Pose), "{ctx}");
            return;
        }
        Move::Pose(t) => {
            assert_eq!(l.pose(), Some(t), "{ctx}");
            assert_eq!(
                (l.end_number(End::LEFT), l.end_number(End::RIGHT)),
                (t.low(), t.high()),
                "{ctx}: the pose shows its two numbers"
            );
            assert_eq!(after.poser(), seat, "{ctx}");
        }
        Move::Play { tile, end, open } => {
            assert_eq!(l.end_number(end), open, "{ctx}: {tile} leaves {open}");
            let other = End::new(1 - end.index() as u8);
            assert_eq!(
                l.end_number(other),
                before.layout().end_number(other),
                "{ctx}: the other end does not move"
            );
            assert_eq!(l.ends_on_double(end), tile.is_double(), "{ctx}");
        }
        Move::Draw => {
            assert_eq!(after.turn(), seat, "{ctx}: drawing keeps the turn");
            let drawn = after.hand(seat) - before.hand(seat);
            assert_eq!(drawn.len(), 1, "{ctx}: one tile drawn");
            assert_eq!(
                drawn,
                before.undealt() - after.undealt(),
                "{ctx}: from the boneyard"
            );
            return;
        }
        Move::Pass => {}
        other => panic!("{ctx}: {other:?} in a line game"),
    }
    if !after.is_over() {
        assert_eq!(after.turn(), next, "{ctx}: turn order");
    }
}

/// The seat after `seat` in the family's direction of play.
fn next_seat(v: &Variant, seat: Seat) -> Seat {
    let n = v.players();
    if v.family() == Family::BlockDraw {
        Seat::new((seat.index() as u8 + n - 1) % n) // clockwise: South, West, North, East
    } else {
        Seat::new((seat.index() as u8 + 1) % n) // anti-clockwise: South, East, North, West
    }
}

/// The hand ended for a reason the rules give, and the engine reports it so.
/// `pending`: the tied hands before this one whose points a Jamaican replay carries.
fn check_hand_end(v: &Variant, m: &Match, log: &HandLog, pending: u32, ctx: &str) {
    let r = m.hand();
    match log.out {
        Some((seat, tile)) => {
            assert!(r.hand(seat).is_empty());
            match r.end() {
                Some(HandEnding::Out {
                    seat: s,
                    tile: t,
                    key_tile,
                    either_end,
                }) => {
                    assert_eq!((s, t), (seat, tile), "{ctx}");
                    assert_eq!(key_tile, log.key, "{ctx}: key tile");
                    assert_eq!(either_end, log.either_end, "{ctx}: either end");
                }
                other => panic!("{ctx}: went out but the engine says {other:?}"),
            }
        }
        None => {
            assert_eq!(r.end(), Some(HandEnding::Blocked), "{ctx}");
            for s in 0..v.players() {
                assert!(
                    !r.hand(Seat::new(s)).is_empty(),
                    "{ctx}: an empty hand in a block"
                );
                assert!(
                    !can_play(r, Seat::new(s)),
                    "{ctx}: blocked while {s} can play"
                );
            }
            assert_eq!(r.boneyard_len(), 0, "{ctx}: blocked with tiles to draw");
            assert!(matches!(log.moves.last(), Some(Move::Pass)), "{ctx}");
        }
    }
    let result = m.results().last().expect("a result");
    assert_eq!(result.counts, log.counts, "{ctx}: counts");
    assert_eq!(Some(result.poser), log.poser, "{ctx}: poser");
    assert_eq!(result.winner, expected_winner(v, log), "{ctx}: winner");
    assert_eq!(
        result.points,
        expected_points(v, log, pending),
        "{ctx}: points"
    );
}

/// The points each side earns from a hand, by the family's rule text; a Jamaican tie
/// replay is worth one more per tied hand before it (`pending`).
fn expected_points(v: &Variant, log: &HandLog, pending: u32) -> [i32; 4] {
    let mut points = [0; 4];
    let Some(w) = expected_winner(v, log) else {
        return points;
    };
    let c = log.counts;
    let others: u32 = (0..v.players())
        .filter(|&s| side_of(v, Seat::new(s)) != w)
        .map(|s| c[s as usize])
        .sum();
    points[w.index()] = match v.family() {
        Family::Jamaican => {
            let key = log.key && v.rules().is("key_tile", "on");
            1 + i32::from(key) + pending as i32
        }
        Family::CutThroat | Family::Chiva => 1,
        // The losing team's count.
        Family::Partnership => others as i32,
        Family::BlockDraw => match log.out {
            Some(_) => others as i32,
            None => others as i32 - c[w.index()] as i32,
        },
        other => unreachable!("{other}"),
    };
    points
}

/// An independent model of each family's match rules.
#[derive(Clone, Debug)]
struct Model {
    scores: [i32; 4],
    pending: u32,
    playoff: bool,
    games: [u32; 4],
    game_opener: Option<Seat>,
    next: NextPose,
    winner: Option<Side>,
    last_points: i32,
}

impl Model {
    fn new() -> Model {
        Model {
            scores: [0; 4],
            pending: 0,
            playoff: false,
            games: [0; 4],
            game_opener: None,
            next: NextPose::Opening,
            winner: None,
            last_points: 0,
        }
    }

    fn team_or_seat(v: &Variant, w: Side) -> NextPose {
        if partnership(v) {
            NextPose::Team(w.team())
        } else {
            NextPose::Seat(w.seat())
        }
    }

    /// Six-love with `target`: two sides add at 0-0 or while leading and reset when the
    /// trailing side wins; individuals add, win at the target while another has 0, and
    /// all go back to 0 once everyone has won. `None` means a reset.
    fn six_love(&mut self, v: &Variant, w: Side, points: i32, target: i32) -> bool {
        let n = sides(v);
        let wi = w.index();
        if n == 2 && self.scores[1 - wi] > 0 {
            self.scores = [0; 4];
            return false;
        }
        self.scores[wi] += points;
        let someone_at_zero = (0..n).any(|i| i != wi && self.scores[i] == 0);
        if self.scores[wi] >= target && someone_at_zero {
            self.winner = Some(w);
            return true;
        }
        if (0..n).all(|i| self.scores[i] > 0) {
            self.scores = [0; 4];
            return false;
        }
        true
    }

    fn advance(&mut self, v: &Variant, log: &HandLog) {
        let winner = expected_winner(v, log);
        let points = expected_points(v, log, self.pending);
        match v.family() {
            Family::Jamaican => {
                let Some(w) = winner else {
                    if v.rules().is("tie_replay", "on") {
                        self.pending += 1;
                        let ahead = (0..2).find(|&i| self.scores[i] > self.scores[1 - i]);
                        self.next = match ahead {
                            Some(i) => NextPose::Team(Team::new(i as u8)),
                            None => NextPose::Opening,
                        };
                    } else {
                        self.next = NextPose::Opening;
                    }
                    return;
                };
                let wi = w.index();
                // The hand's points carry the replayed ties.
                let p = points[wi];
                self.pending = 0;
                self.last_points = p;
                self.next = NextPose::Team(w.team());
                if self.playoff {
                    self.playoff = false;
                    self.scores = [0; 4];
                    self.scores[wi] = 2;
                } else if v.rules().is("playoff", "on")
                    && self.scores[wi] == 0
                    && self.scores[1 - wi] == 1
                {
                    self.playoff = true;
                    self.scores = [1, 1, 0, 0];
                } else if !self.six_love(v, w, p, 6) {
                    self.next = NextPose::Opening;
                }
            }
            Family::CutThroat => {
                let Some(w) = winner else {
                    self.next = NextPose::Opening;
                    return;
                };
                self.next = NextPose::Seat(w.seat());
                if v.rules().is("win", "first-to-six") {
                    self.scores[w.index()] += 1;
                    if self.scores[w.index()] >= 6 {
                        self.winner = Some(w);
                    }
                } else if !self.six_love(v, w, 1, 6) {
                    self.next = NextPose::Opening;
                }
            }
            Family::Chiva => {
                let Some(w) = winner else {
                    self.next = NextPose::Opening;
                    return;
                };
                self.next = Model::team_or_seat(v, w);
                if !self.six_love(v, w, 1, 4) {
                    self.next = NextPose::Opening;
                } else if partnership(v) && log.out.is_none() {
                    // A block: the winning team's player with the lower count poses.
                    let [a, b] = w.team().seats();
                    let c = log.counts;
                    self.next = NextPose::Seat(if c[b.index()] < c[a.index()] { b } else { a });
                }
            }
            Family::Partnership => {
                let poser = log.poser.expect("posed");
                let opener = *self.game_opener.get_or_insert(poser);
                self.next = NextPose::Seat(Seat::new((poser.index() as u8 + 1) % 4));
                let Some(w) = winner else { return };
                self.scores[w.index()] += points[w.index()];
                if self.scores[w.index()] >= 100 {
                    self.games[w.index()] += 1;
                    let needed: u32 = v.rules().get("games").unwrap().parse().unwrap();
                    if self.games[w.index()] >= needed {
                        self.winner = Some(w);
                    } else {
                        self.scores = [0; 4];
                        let next_opener = Seat::new((opener.index() as u8 + 1) % 4);
                        self.game_opener = Some(next_opener);
                        self.next = NextPose::Seat(next_opener);
                    }
                }
            }
            Family::BlockDraw => {
                self.next = NextPose::Opening;
                let Some(w) = winner else { return };
                self.scores[w.index()] += points[w.index()];
                let target: i32 = v.rules().get("target").unwrap().parse().unwrap();
                if self.scores[w.index()] >= target {
                    self.winner = Some(w);
                }
            }
            other => unreachable!("{other}"),
        }
    }
}

/// The match state equals the model.
fn check_state(v: &Variant, m: &Match, model: &Model, log: &HandLog, ctx: &str) {
    let s = m.state();
    let n = sides(v);
    assert_eq!(s.scores[..n], model.scores[..n], "{ctx}: scores");
    assert_eq!(s.winner, model.winner, "{ctx}: match winner");
    assert_eq!(m.is_over(), model.winner.is_some(), "{ctx}");
    if v.family() == Family::Jamaican {
        assert_eq!(s.pending_ties, model.pending, "{ctx}: pending replays");
        assert_eq!(s.playoff, model.playoff, "{ctx}: play-off");
        let [a, b] = [s.scores[0], s.scores[1]];
        assert!(
            a == 0 || b == 0 || (s.playoff && (a, b) == (1, 1)),
            "{ctx}: Jamaican score {a}-{b}"
        );
        // 5 and a key tile (6 + 1), or with tie replays 5 and the replay's points.
        let most = if v.rules().is("tie_replay", "on") {
            5 + model.last_points
        } else {
            7
        };
        assert!(a.max(b) <= most, "{ctx}: {a}-{b}");
    }
    if v.family() == Family::Partnership {
        assert_eq!(s.games[..2], model.games[..2], "{ctx}: games");
        if let (Some(w), None) = (expected_winner(v, log), log.out) {
            // Blocked: the lower team count wins the other team's count.
            let c = log.counts;
            let own = c[w.index()] + c[w.index() + 2];
            let theirs = c[1 - w.index()] + c[3 - w.index()];
            assert!(own < theirs, "{ctx}");
            assert_eq!(m.results().last().unwrap().points[w.index()], theirs as i32);
        }
    }
    if !m.is_over() {
        assert_eq!(s.next_pose, model.next, "{ctx}: next pose");
    }
}

/// The hand about to be played starts with the pose the model expects.
fn check_start(v: &Variant, m: &Match, model: &Model, ctx: &str) {
    let log = HandLog::start(m);
    match model.next {
        NextPose::Opening => assert_opening_pose(v, &log),
        NextPose::Team(t) => assert_team_chooses(&log, t.index() as u8),
        NextPose::Seat(s) => assert_seat_poses_any(&log, s),
        other => panic!("{ctx}: {other:?}"),
    }
}
