//! Equivalence of the fast paths with the general generator and move-by-move play.

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

/// Plays the hand of `m` to its end three ways from the same state and `rng`: the fast
/// playout, its portable version (wasm, other CPUs), and `play_random` one move at a time
/// on `m` itself; checks that all three make the same moves and draws and end alike.
fn playouts_match_move_by_move(m: &mut Match, rng: &mut Rng, scratch: &mut MoveList, ctx: &str) {
    let (mut whole, mut whole_rng) = (m.hand().clone(), rng.clone());
    let played = whole.play_random_to_end(&mut whole_rng, scratch);
    let (mut portable, mut portable_rng) = (m.hand().clone(), rng.clone());
    let portable_played = portable.play_random_to_end_here::<false>(&mut portable_rng, scratch);
    let mut count = 0;
    while !m.hand_finished() {
        m.play_random(rng, scratch);
        count += 1;
    }
    assert_eq!((played, portable_played), (count, count), "{ctx}: moves");
    assert_eq!((&whole_rng, &portable_rng), (&*rng, &*rng), "{ctx}: draws");
    let expected = format!("{:?}", m.hand());
    assert_eq!(format!("{whole:?}"), expected, "{ctx}");
    assert_eq!(format!("{portable:?}"), expected, "{ctx}: portable");
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
            playouts_match_move_by_move(
                &mut m,
                &mut rng,
                &mut scratch,
                &format!("seed {seed} hand {hands}"),
            );
            blocked += u32::from(m.hand().end() == Some(HandEnding::Blocked));
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
            let ctx = format!("{family:?} {players}p {set} hand {hand}");
            playouts_match_move_by_move(&mut m, &mut rng, &mut scratch, &ctx);
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
            m.hand().generate(&mut list);
            let expected = list[probe.pick(list.len() as u32) as usize];
            let mut fused_rng = rng.clone();
            let got = m.hand().random_move(&mut rng, &mut scratch);
            assert_eq!(got, expected, "{family:?} {players}p {set}");
            assert_eq!(rng, probe, "same draws");
            let mut fused = m.hand().clone();
            assert_eq!(fused.play_random(&mut fused_rng, &mut scratch), got);
            assert_eq!(fused_rng, rng, "play_random: same draws");
            m.play(got).unwrap();
            assert_eq!(
                format!("{fused:?}"),
                format!("{:?}", m.hand()),
                "play_random: same position"
            );
        }
    }
}

/// A match of `v` from `seed` that writes no notes (the hands are all these tests read).
fn quiet_match(v: &Variant, seed: u64) -> Match {
    let mut m = Match::new(v.clone(), seed);
    m.set_explain(false);
    m
}

/// `blocked_in_sight` in every family, player count and set, over random hands: once it
/// says so, no seat holds a tile that fits, Pass is the only move, and the hand ends
/// blocked after passes alone, and it does not go back; it comes up in the line games
/// (a few hands in a hundred).
#[test]
fn a_hand_blocked_in_sight_ends_blocked_after_passes_alone() {
    let mut scratch = MoveList::new();
    let mut seen = std::collections::BTreeMap::<Family, usize>::new();
    for v in every_table() {
        let (family, players, set) = (v.family(), v.players(), v.set().top());
        let mut m = quiet_match(&v, 23);
        let mut rng = Rng::new(3);
        for hand in 0..300 {
            if m.is_over() {
                m = quiet_match(&v, 23 + hand);
            }
            let ctx = format!("{family:?} {players}p {set} hand {hand}");
            let mut in_sight = false;
            while !m.hand_finished() {
                let h = m.hand();
                if h.blocked_in_sight() {
                    if !in_sight {
                        *seen.entry(family).or_default() += 1;
                    }
                    in_sight = true;
                    for s in Seat::all(players) {
                        assert!(!h.can_play(s), "{ctx}: {s:?} can play");
                    }
                    assert_eq!(&h.legal_moves()[..], [Move::Pass], "{ctx}");
                } else {
                    assert!(!in_sight, "{ctx}: blocked in sight, then not");
                }
                m.play_random(&mut rng, &mut scratch);
            }
            if in_sight {
                assert_eq!(m.hand().end(), Some(HandEnding::Blocked), "{ctx}");
            }
            m.next_hand();
        }
    }
    for family in [
        Family::Jamaican,
        Family::Haitian,
        Family::BlockDraw,
        Family::Partnership,
    ] {
        assert!(
            seen.get(&family).copied().unwrap_or(0) >= 5,
            "{family:?}: {seen:?}"
        );
    }
}

/// `end_takes` says what the legal moves allow: over random hands of every family, each
/// legal play of the mover goes on an end that takes its tile, and each tile of the
/// mover's hand that an open end takes is a legal play there (when the mover may play).
/// French arms take fewer tiles than join them in many positions.
#[test]
fn what_an_end_takes_is_what_the_moves_allow() {
    let mut scratch = MoveList::new();
    let mut fewer = std::collections::BTreeMap::<Family, usize>::new();
    for v in every_table() {
        let (family, players, set) = (v.family(), v.players(), v.set().top());
        let mut m = quiet_match(&v, 31);
        let mut rng = Rng::new(7);
        for step in 0..3000 {
            if m.is_over() {
                m = quiet_match(&v, 31 + step);
            }
            if m.hand_finished() {
                m.next_hand();
                continue;
            }
            let h = m.hand();
            let ctx = format!("{family:?} {players}p {set} step {step}");
            if h.phase() == Phase::Play && h.pending_claim().is_none() {
                let legal = h.legal_moves();
                let mine = h.hand(h.turn());
                for e in h.layout().open_ends() {
                    let takes = h.end_takes(e);
                    let joins = (TileSet::prefix(h.mechanics().set.len()) - h.layout().played())
                        .iter()
                        .filter(|t| t.has(h.layout().end_number(e)))
                        .count();
                    if takes.len() < joins {
                        *fewer.entry(family).or_default() += 1;
                    }
                    for t in mine.iter() {
                        let played = legal
                            .iter()
                            .any(|mv| matches!(*mv, Move::Play { tile, end, .. } if tile == t && end == e));
                        assert_eq!(takes.contains(t), played, "{ctx}: {t} on {e:?}");
                    }
                }
            }
            m.play_random(&mut rng, &mut scratch);
        }
    }
    // French arms held back (Matador's take other tiles than join them anyway).
    let french = fewer.get(&Family::French).copied().unwrap_or(0);
    assert!(
        french > 100,
        "French: {french} arms taking fewer tiles than join them"
    );
}
