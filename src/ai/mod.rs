//! Computer opponents.
//!
//! An AI decides from a [`View`]: what a player in its seat can see, and nothing more.
//! Levels, weakest first:
//!
//! - *random*: a uniformly random legal move (a baseline);
//! - *doubles*: doubles first, then the heaviest tile (the classic beginner's rule, kept as
//!   a baseline for the arena);
//! - *easy*: legal moves with a light heuristic;
//! - *medium*: counting, voids read from passes and draws, blocking and partner play, one
//!   move deep over guesses of the hidden tiles ([`medium`]);
//! - *hard*: determinized sampling with playouts and exact search near the end of a hand,
//!   under a [`Budget`] ([`hard`]);
//! - *expert*: the hard level's search, tuned for strength ([`expert`]).
//!
//! Every level reads only the view, so none can see hidden tiles; the hidden hands the
//! stronger levels reason about are guesses consistent with the view ([`sample`]).

pub mod arena;
pub mod coach;
pub mod doubles;
pub mod easy;
pub mod engine;
mod eval;
pub mod expert;
pub mod hard;
pub mod knowledge;
pub mod medium;
pub mod reading;
pub mod research;
pub mod review;
pub mod sample;
mod tree;
pub mod view;
pub mod worker;

pub use hard::Budget;
pub use view::View;

use crate::rules::{Move, Rng, Signal};

/// How strongly a computer seat plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move (a baseline for measuring the others).
    Random,
    /// Doubles first, then the heaviest tile (a baseline for measuring the others).
    Doubles,
    /// Legal moves with a light heuristic: points on offer, doubles, heavy tiles.
    Easy,
    /// The heuristics strong players use, one move deep over guessed hidden hands.
    Medium,
    /// Determinized sampling with playouts and exact search near the end of a hand.
    Hard,
    /// The hard level's search, tuned for strength (see [`expert`]).
    Expert,
}

impl Level {
    /// Every level offered, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Doubles,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The levels a person picks from (the baselines stay in the arena and the engine
    /// protocol), weakest first.
    pub const OFFERED: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The id used in settings, links and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Doubles => "doubles",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The name shown in the picker.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Doubles => "Doubles first",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// Finds a level by id.
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}

/// The level the coach asks: the hint's move and the hand review's best move are its
/// choices. The strongest level, so the coach is as good as the game's best player (the
/// expert is at least hard's equal in every family and clearly stronger in some, README
/// "The expert level").
pub const COACH: Level = Level::Expert;

/// The move a computer player at `level` makes from `view`, or `None` when it is not
/// that seat's turn (no legal moves in the view). The hard and expert levels think within
/// [`Budget::STANDARD`].
pub fn choose(view: &View, level: Level, rng: &mut Rng) -> Option<Move> {
    choose_within(view, level, rng, &Budget::STANDARD)
}

/// [`choose`] with the hard and expert levels' thinking bounded by `budget` (the others ignore
/// it: they are fast).
pub fn choose_within(view: &View, level: Level, rng: &mut Rng, budget: &Budget) -> Option<Move> {
    if view.legal.is_empty() {
        return None;
    }
    Some(match level {
        Level::Random => view.legal[rng.below(view.legal.len() as u32) as usize],
        Level::Doubles => doubles::choose(view, rng),
        Level::Easy => easy::choose(view, rng),
        Level::Medium => medium::choose(view, rng),
        Level::Hard => hard::choose(view, rng, budget),
        Level::Expert => expert::choose(view, rng, budget),
    })
}

/// The signal a computer player at `level` gives with `mv` (Haitian partners with signals
/// on; `None` elsewhere). Medium and hard players signal truthfully; the others do not
/// signal.
pub fn choose_signal(view: &View, level: Level, mv: Move) -> Option<Signal> {
    match level {
        Level::Medium | Level::Hard | Level::Expert => medium::signal_for(view, mv),
        _ => None,
    }
}

/// Test support: walks the positions of one random hand per (family, player count, seed
/// below `seeds`), calling `check` with the match, the view of the seat to move, the
/// walk's generator and (family, players, seed). Moves are random, but a French pass while
/// a tile fits is avoided (it costs 10 points, and the AI reads every pass as a void).
#[cfg(test)]
pub(crate) fn walk_positions(
    seeds: u64,
    mut check: impl FnMut(&crate::rules::Match, &View, &mut Rng, (crate::rules::Family, u8, u64)),
) {
    use crate::rules::{Family, HouseRules, Match, Variant};
    for family in Family::ALL {
        for &players in family.player_counts() {
            let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
            for seed in 0..seeds {
                let mut m = Match::new(v.clone(), seed);
                let mut rng = Rng::new(seed);
                while !m.hand_finished() {
                    let view = View::of(&m, m.hand().turn());
                    check(&m, &view, &mut rng, (family, players, seed));
                    let legal: Vec<Move> = m.hand().legal_moves().to_vec();
                    let honest: Vec<Move> = legal
                        .iter()
                        .copied()
                        .filter(|&mv| mv != Move::Pass)
                        .collect();
                    let pool = if honest.is_empty() { &legal } else { &honest };
                    let mv = pool[rng.below(pool.len() as u32) as usize];
                    m.play(mv).unwrap();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Deal, Family, HouseRules, Match, Seat, Tile, Variant};

    /// Plays a whole match with every seat at `level`; every chosen move must be legal.
    fn play_out(family: Family, players: u8, level: Level, seed: u64) -> Match {
        let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
        let mut m = Match::new(v, seed);
        let mut rng = Rng::new(seed);
        for _ in 0..200_000 {
            if m.is_over() {
                break;
            }
            if m.hand_finished() {
                m.next_hand();
                continue;
            }
            let view = View::of(&m, m.hand().turn());
            // A small hard budget: this test is about legality, not strength.
            let mv = choose_within(&view, level, &mut rng, &Budget::worlds(4))
                .expect("the seat to move has moves");
            m.play(mv).expect("AI moves are legal");
        }
        m
    }

    #[test]
    fn every_level_finishes_matches_of_every_family() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                for level in Level::ALL {
                    let m = play_out(family, players, level, 7);
                    assert!(
                        m.is_over(),
                        "{family:?} {players}p {level:?} did not finish"
                    );
                }
            }
        }
    }

    /// Two deals that differ only in tiles South cannot see (North's hand and the
    /// boneyard) give South identical views, and the guessing levels identical choices,
    /// move after move, for as long as the public history is the same: in Cut Throat with
    /// a boneyard, and in All Fives and Matador, where the expert plays with a bonus for
    /// winning the hand.
    #[test]
    fn views_hide_other_hands_and_the_boneyard() {
        let mut checked = 0;
        let mut chosen = 0;
        let cutthroat = Variant::new(
            Family::CutThroat,
            2,
            6,
            &HouseRules::new().set("hand_size", "7").clone(),
        )
        .unwrap();
        let allfives = Variant::new(Family::AllFives, 2, 6, &HouseRules::new()).unwrap();
        let matador = Variant::new(Family::Matador, 2, 6, &HouseRules::new()).unwrap();
        let games = [
            (cutthroat, 0..300u64),
            (allfives, 300..360),
            (matador, 360..420),
        ];
        for (v, seed) in games
            .iter()
            .flat_map(|(v, seeds)| seeds.clone().map(move |s| (v, s)))
        {
            let mech = *v.mechanics();
            let mut rng = Rng::new(seed);
            let a = Deal::shuffled(&mech, &mut rng);
            // Same South hand; North's non-doubles and the boneyard's shuffled together
            // anew. Doubles stay put: who must pose which double is announced at the
            // table, so it is public.
            let north_doubles: Vec<Tile> = a.hands[1].doubles().iter().collect();
            let boneyard_doubles: Vec<(usize, Tile)> = a
                .boneyard
                .iter()
                .copied()
                .enumerate()
                .filter(|(_, t)| t.is_double())
                .collect();
            let mut hidden: Vec<Tile> = (a.hands[1] - a.hands[1].doubles())
                .iter()
                .chain(a.boneyard.iter().copied().filter(|t| !t.is_double()))
                .collect();
            rng.shuffle(&mut hidden);
            let south: Vec<Tile> = a.hands[0].iter().collect();
            let take = 7 - north_doubles.len();
            let mut north = north_doubles.clone();
            north.extend_from_slice(&hidden[..take]);
            let mut boneyard: Vec<Tile> = hidden[take..].to_vec();
            for (i, t) in boneyard_doubles {
                boneyard.insert(i, t);
            }
            let b = Deal::explicit(&mech, &[south, north], Some(&boneyard)).unwrap();
            let mut ma = Match::with_deal(v.clone(), seed, &a);
            let mut mb = Match::with_deal(v.clone(), seed, &b);
            let mut pick = Rng::new(seed ^ 0xABCD);
            for _ in 0..60 {
                if ma.hand_finished() || mb.hand_finished() {
                    break;
                }
                // Views of South agree whenever the public history agrees.
                let view = View::of(&ma, Seat::new(0));
                assert_eq!(view, View::of(&mb, Seat::new(0)), "seed {seed}");
                checked += 1;
                // And so do the choices of the levels that guess: the boneyard and
                // North's hand are split differently, the choice is the same.
                if ma.hand().turn() == Seat::new(0) && seed % 4 == 0 {
                    let view_b = View::of(&mb, Seat::new(0));
                    for level in [Level::Medium, Level::Hard, Level::Expert] {
                        let (mut ra, mut rb) = (Rng::new(seed + 3), Rng::new(seed + 3));
                        let budget = Budget::worlds(16);
                        let ca = choose_within(&view, level, &mut ra, &budget);
                        let cb = choose_within(&view_b, level, &mut rb, &budget);
                        assert_eq!(ca, cb, "seed {seed} {level:?}");
                        assert_eq!(ra, rb, "same random numbers drawn");
                        chosen += 1;
                    }
                }
                let legal = ma.hand().legal_moves();
                let mv = legal[pick.below(legal.len() as u32) as usize];
                if ma.hand().turn() == Seat::new(1) && mb.play(mv).is_err() {
                    break; // North's hidden tiles differ: the histories part here.
                }
                if ma.hand().turn() == Seat::new(0) {
                    mb.play(mv).unwrap();
                }
                if mv == crate::rules::Move::Draw && ma.hand().turn() == Seat::new(0) {
                    // A draw by South takes different tiles in the two deals.
                    break;
                }
                ma.play(mv).unwrap();
            }
        }
        assert!(checked > 1000, "only {checked} views compared");
        assert!(chosen > 100, "only {chosen} choices compared");
    }

    /// The medium, hard and expert levels choose from the view alone: in two deals that
    /// differ only in how the tiles South cannot see are split between the other three
    /// hands, South makes the same choices with the same random numbers, move after move,
    /// for as long as the public history is the same. Jamaican and the partnership games of
    /// Haitian and Chiva (where the expert reads the other seats by the choice model), and
    /// four-player Cut Throat (three hidden hands of individuals).
    #[test]
    fn stronger_levels_cannot_see_hidden_tiles() {
        let four = |f: Family| Variant::new(f, 4, 6, &HouseRules::new()).unwrap();
        let games = [
            (Variant::standard(Family::Jamaican).unwrap(), 0..160u64),
            (four(Family::Haitian), 160..200),
            (four(Family::Chiva), 200..240),
            (four(Family::CutThroat), 240..280),
        ];
        let mut compared = 0;
        for (v, seed) in games
            .iter()
            .flat_map(|(v, seeds)| seeds.clone().map(move |s| (v, s)))
        {
            let mech = *v.mechanics();
            let mut rng = Rng::new(seed);
            let a = Deal::shuffled(&mech, &mut rng);
            // In Jamaican the 6-6 stays with its holder (who poses it, in public), in the
            // others every double does (who holds which double decides who poses); every
            // other tile the three other seats hold is dealt among them anew.
            let top = Tile::new(6, 6);
            let stays = |t: Tile| {
                if v.family() == Family::Jamaican {
                    t == top
                } else {
                    t.is_double()
                }
            };
            let mut hidden: Vec<Tile> = (1..4)
                .flat_map(|s| a.hands[s].iter())
                .filter(|&t| !stays(t))
                .collect();
            rng.shuffle(&mut hidden);
            let mut hands: Vec<Vec<Tile>> = vec![a.hands[0].iter().collect()];
            let mut rest = hidden.into_iter();
            for s in 1..4 {
                let mut hand: Vec<Tile> = a.hands[s].iter().filter(|&t| stays(t)).collect();
                hand.extend(rest.by_ref().take(7 - hand.len()));
                hands.push(hand);
            }
            let b = Deal::explicit(&mech, &hands, None).unwrap();
            assert_ne!(a.hands, b.hands);
            let mut ma = Match::with_deal(v.clone(), seed, &a);
            let mut mb = Match::with_deal(v.clone(), seed, &b);
            let mut pick = Rng::new(seed ^ 0x5EED);
            while !ma.hand_finished() && !mb.hand_finished() {
                let turn = ma.hand().turn();
                if turn == Seat::new(0) {
                    let (va, vb) = (View::of(&ma, Seat::new(0)), View::of(&mb, Seat::new(0)));
                    for level in [Level::Medium, Level::Hard, Level::Expert] {
                        let (mut ra, mut rb) = (Rng::new(seed + 1), Rng::new(seed + 1));
                        let budget = Budget::worlds(24);
                        let ca = choose_within(&va, level, &mut ra, &budget);
                        let cb = choose_within(&vb, level, &mut rb, &budget);
                        assert_eq!(ca, cb, "seed {seed} {level:?}");
                        assert_eq!(ra, rb, "same random numbers drawn");
                        compared += 1;
                    }
                    // The research tree (the arena's `--a-tree`) guesses from the view too.
                    if va.legal.len() > 1 {
                        let (mut ra, mut rb) = (Rng::new(seed + 2), Rng::new(seed + 2));
                        let (budget, t) = (Budget::worlds(12), hard::tuning(v));
                        let ta = tree::search(&va, &mut ra, &budget, &t, 0.7, None, None);
                        let tb = tree::search(&vb, &mut rb, &budget, &t, 0.7, None, None);
                        assert_eq!((ta, ra), (tb, rb), "seed {seed} tree");
                    }
                }
                let legal = ma.hand().legal_moves();
                let mv = legal[pick.below(legal.len() as u32) as usize];
                if mb.play(mv).is_err() {
                    break; // The hidden tiles differ here: the histories part.
                }
                ma.play(mv).unwrap();
            }
        }
        assert!(compared > 150, "only {compared} choices compared");
    }

    /// With three players (Chiva and Matador drawing from a boneyard, Cut Throat without
    /// one; hard and the expert play each by its own fit of the choice model), two deals
    /// that differ only in how the tiles South cannot see are split between the other two
    /// hands and the boneyard give the medium, hard and expert levels the same choices
    /// with the same random numbers, for as long as the public history is the same.
    /// Doubles stay where they are: who holds which double decides who poses.
    #[test]
    fn three_player_choices_come_from_the_view_alone() {
        let three = |f: Family| Variant::new(f, 3, 6, &HouseRules::new()).unwrap();
        let games = [
            (three(Family::Chiva), 0..40u64),
            (three(Family::Matador), 40..80),
            (three(Family::CutThroat), 80..100),
        ];
        let mut compared = 0;
        for (v, seed) in games
            .iter()
            .flat_map(|(v, seeds)| seeds.clone().map(move |s| (v, s)))
        {
            let mech = *v.mechanics();
            let mut rng = Rng::new(seed);
            let a = Deal::shuffled(&mech, &mut rng);
            let mut hidden: Vec<Tile> = (1..3)
                .flat_map(|s| a.hands[s].iter())
                .chain(a.boneyard.iter().copied())
                .filter(|t| !t.is_double())
                .collect();
            rng.shuffle(&mut hidden);
            let mut rest = hidden.into_iter();
            let mut hands: Vec<Vec<Tile>> = vec![a.hands[0].iter().collect()];
            for s in 1..3 {
                let mut hand: Vec<Tile> = a.hands[s].doubles().iter().collect();
                hand.extend(rest.by_ref().take(a.hands[s].len() - hand.len()));
                hands.push(hand);
            }
            let boneyard: Vec<Tile> = a
                .boneyard
                .iter()
                .map(|&t| {
                    if t.is_double() {
                        t
                    } else {
                        rest.next().unwrap()
                    }
                })
                .collect();
            let b = Deal::explicit(
                &mech,
                &hands,
                (!boneyard.is_empty()).then_some(&boneyard[..]),
            )
            .unwrap();
            assert_ne!((a.hands, &a.boneyard[..]), (b.hands, &b.boneyard[..]));
            let mut ma = Match::with_deal(v.clone(), seed, &a);
            let mut mb = Match::with_deal(v.clone(), seed, &b);
            let mut pick = Rng::new(seed ^ 0x3EA7);
            while !ma.hand_finished() && !mb.hand_finished() {
                let south = ma.hand().turn() == Seat::new(0);
                if south {
                    let (va, vb) = (View::of(&ma, Seat::new(0)), View::of(&mb, Seat::new(0)));
                    assert_eq!(va, vb, "seed {seed}");
                    for level in [Level::Medium, Level::Hard, Level::Expert] {
                        let (mut ra, mut rb) = (Rng::new(seed + 5), Rng::new(seed + 5));
                        let budget = Budget::worlds(16);
                        let ca = choose_within(&va, level, &mut ra, &budget);
                        let cb = choose_within(&vb, level, &mut rb, &budget);
                        assert_eq!(ca, cb, "seed {seed} {level:?}");
                        assert_eq!(ra, rb, "same random numbers drawn");
                        compared += 1;
                    }
                }
                let legal = ma.hand().legal_moves();
                let mv = legal[pick.below(legal.len() as u32) as usize];
                if mb.play(mv).is_err() || (south && mv == Move::Draw) {
                    break; // The hidden tiles differ here (or South drew one): they part.
                }
                ma.play(mv).unwrap();
            }
        }
        assert!(compared > 300, "only {compared} choices compared");
    }
}
