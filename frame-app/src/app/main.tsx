/** Entry of the frame app (frame-app/index.html loads it). */
import './global.css';
import { startFrameApp } from './start.tsx';

void startFrameApp();
