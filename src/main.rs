use dominoes::rules::*;
fn main() {
    let v = Variant::standard(Family::Jamaican).unwrap();
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let mut rng = Rng::new(1);
    let t = std::time::Instant::now();
    let mut m = Match::new(v, 1);
    m.set_explain(false);
    let mut moves = MoveList::new();
    let mut hands = 0u64;
    let mut wins = [0u64; 3];
    while hands < n {
        if m.is_over() {
            m = Match::new(m.variant().clone(), rng.next_u64());
            m.set_explain(false);
        }
        m.round().generate(&mut moves);
        let mv = moves[rng.below(moves.len() as u32) as usize];
        m.play_unchecked(mv);
        if m.hand_finished() {
            hands += 1;
            let r = m.results().last().unwrap();
            wins[r.winner.map(|s| s.index()).unwrap_or(2)] += 1;
            m.next_hand();
        }
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "{hands} hands in {s:.3}s = {:.0}/s {wins:?}",
        hands as f64 / s
    );
}
