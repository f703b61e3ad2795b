export { ChatPanel } from './components/ChatPanel';
