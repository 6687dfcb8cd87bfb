export { sampleRanking } from './sample-ranking';
export { SAMPLE_PLAYERS, SAMPLE_SIZE, SAMPLE_TRIBES } from './sample-rows';
